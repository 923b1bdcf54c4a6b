import {
  siteSecurityCheckFormId,
  type CrewPage,
  type OpenSecurityCheckInput,
  type SecurityCheck,
} from '@crewhub/shared';

/** To do until the crew chief signs; signed; sent once mailed to the contact on site. */
export type SecurityCheckState = 'todo' | 'signed' | 'sent';

export type SecurityCheckRow = OpenSecurityCheckInput & {
  state: SecurityCheckState;
  check: SecurityCheck | null;
};

export const securityCheckState = (check: SecurityCheck | null): SecurityCheckState =>
  check?.sentAt ? 'sent' : check?.signedAt ? 'signed' : 'todo';

const keyOf = ({ formId, date, shift }: OpenSecurityCheckInput) => `${date}/${shift}/${formId}`;

/** The check opened for a form, date and shift, if the crew chief has opened it. */
export const findSecurityCheck = (checks: readonly SecurityCheck[], key: OpenSecurityCheckInput) =>
  checks.find((check) => keyOf(check) === keyOf(key)) ?? null;

/**
 * One row per date and shift: the crew's own date and shift always (its site check is due even
 * before anyone opened it), plus any other check the crew chief opened. Sorted by date and shift.
 */
export const securityCheckRows = (
  crew: Pick<CrewPage, 'date' | 'shift'>,
  checks: readonly SecurityCheck[],
): SecurityCheckRow[] => {
  const due: OpenSecurityCheckInput = {
    formId: siteSecurityCheckFormId,
    date: crew.date,
    shift: crew.shift,
  };
  const keys = [due, ...checks.filter((check) => keyOf(check) !== keyOf(due))];
  return keys
    .map(({ formId, date, shift }) => {
      const check = findSecurityCheck(checks, { formId, date, shift });
      return { formId, date, shift, check, state: securityCheckState(check) };
    })
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || a.shift.localeCompare(b.shift) || a.formId - b.formId,
    );
};
