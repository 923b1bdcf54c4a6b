import type { CrewDayMember, SetProposedHoursInput } from '@crewhub/shared';

/** What the crew chief types per member; '' while a field is empty. */
export type HoursEntry = { paid: number | ''; charged: number | '' };
export type HoursForm = Record<number, HoursEntry>;

const quarter = (hours: number) => Math.round(hours * 4) / 4;
const hourMs = 3_600_000;

/** The position's planned hours, start to end, in quarter hours. */
export const plannedHours = (member: Pick<CrewDayMember, 'startsAt' | 'endsAt'>): number =>
  quarter((new Date(member.endsAt).getTime() - new Date(member.startsAt).getTime()) / hourMs);

/**
 * Start from what was proposed before, else from the planned hours: the crew chief corrects the
 * exceptions (the worked hours from check-in to check-out show beside each member as a hint).
 */
export const initialHours = (members: readonly CrewDayMember[]): HoursForm =>
  Object.fromEntries(
    members.map((member) => [
      member.assignmentId,
      {
        paid: member.proposedPaidHours ?? plannedHours(member),
        charged: member.proposedChargedHours ?? plannedHours(member),
      },
    ]),
  );

/**
 * The sign-off to send, or the members still missing hours: chargeable hours must be set for
 * all positions. Hours go in quarter hours, as the API expects.
 */
export const proposedHoursOf = (
  form: HoursForm,
): { ok: true; input: SetProposedHoursInput } | { ok: false; missing: number[] } => {
  const entries = Object.entries(form).map(([id, hours]) => ({ id: Number(id), ...hours }));
  const missing = entries.filter(({ paid, charged }) => paid === '' || charged === '');
  if (missing.length > 0 || entries.length === 0) {
    return { ok: false, missing: missing.map(({ id }) => id) };
  }
  return {
    ok: true,
    input: {
      items: entries.map(({ id, paid, charged }) => ({
        assignmentId: id,
        proposedPaidHours: quarter(Number(paid)),
        proposedChargedHours: quarter(Number(charged)),
      })),
    },
  };
};
