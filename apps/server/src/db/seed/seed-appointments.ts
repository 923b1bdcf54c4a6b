import { addDays } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { appointments, logins } from '../schema';

/**
 * crew@'s appointments with the office: a video call tomorrow still to answer (home shows it)
 * and a uniform fitting next week already accepted, both after the working day so they keep
 * the demo's shifts free.
 */
export const seedAppointments = async (
  tx: Transaction,
  options: { tenantId: number; today: string; crewLoginId: number; officeLoginId: number },
) => {
  const { tenantId } = options;
  const [crew] = await tx
    .select({ personId: logins.personId })
    .from(logins)
    .where(and(eq(logins.tenantId, tenantId), eq(logins.id, options.crewLoginId)));
  if (!crew?.personId) return;
  const common = { tenantId, personId: crew.personId, organiserLoginId: options.officeLoginId };
  await tx.insert(appointments).values([
    {
      ...common,
      subject: 'Introduction call with planning',
      date: addDays(options.today, 1),
      startTime: '18:00',
      endTime: '18:30',
      videoLink: 'https://meet.example.com/crewhub-intro',
      notes: 'A short call about next season: your availability and the jobs you would like.',
    },
    {
      ...common,
      subject: 'Uniform fitting',
      date: addDays(options.today, 6),
      startTime: '18:00',
      endTime: '18:45',
      place: 'Crewhub office, Kop van Zuid, Rotterdam',
      notes: 'Bring your safety shoes so the trousers can be fitted at the right length.',
      status: 'accepted',
      answeredAt: new Date(`${options.today}T08:30:00Z`),
    },
  ]);
};
