import type { Database } from '../db/client';
import { staffContractDocuments, staffContracts } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { createCrewDayFactories } from './crew-day-factories';

type ContractValues = Partial<typeof staffContracts.$inferInsert> & { personId: number };

/** Staff contracts and the shifts their accounts are computed from, for the contracts tests. */
export const createContractFactories = (db: Database, tenantId = 1) => {
  const crewDay = createCrewDayFactories(db, tenantId);
  const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);
  return {
    ...crewDay,

    /** A weekly contract of 32 hours from 2026-11-02 without an end, unless told otherwise. */
    staffContract: (values: ContractValues) =>
      inTenant(
        async (tx) =>
          (
            await tx
              .insert(staffContracts)
              .values({
                contractType: 'permanent',
                quotaUnit: 'week',
                quotaMinutes: 32 * 60,
                startDate: '2026-11-02',
                vacationMinutesPerYear: 0,
                ...values,
                tenantId,
              })
              .returning()
          )[0]!,
      ),

    linkDocument: (staffContractId: number, documentId: number) =>
      inTenant((tx) =>
        tx.insert(staffContractDocuments).values({ tenantId, staffContractId, documentId }),
      ),

    /**
     * A position on `date` from `start` to `end` with the person on it (confirmed unless told
     * otherwise), signed off with `paidHours` when given.
     */
    shift: async (input: {
      personId: number;
      date: string;
      start: string;
      end: string;
      status?: 'requested' | 'confirmed';
      paidHours?: number;
    }) => {
      const { position } = await crewDay.crewWithPosition({
        date: input.date,
        position: { startTime: input.start, endTime: input.end },
      });
      const assignment = await crewDay.assignment({
        projectCrewItemId: position.id,
        personId: input.personId,
        status: input.status ?? 'confirmed',
        ...(input.paidHours === undefined
          ? {}
          : {
              proposedPaidHours: String(input.paidHours),
              signedOffAt: new Date(`${input.date}T20:00:00Z`),
            }),
      });
      return { position, assignment };
    },
  };
};

export type ContractFactories = ReturnType<typeof createContractFactories>;
