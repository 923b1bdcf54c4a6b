import {
  siteSecurityCheckFormId,
  type CrewDayMember,
  type CrewPage,
  type SecurityCheck,
} from '@crewhub/shared';

const hour = 3_600_000;

/** A crew page as the server sends it: today's crew 5, the viewer a member unless told. */
export const crewPageFixture = (
  viewer: Partial<CrewPage['viewer']> = {},
  values: Partial<Omit<CrewPage, 'viewer'>> = {},
  now = Date.now(),
): CrewPage => {
  const iso = (offset: number) => new Date(now + offset).toISOString();
  return {
    id: 5,
    name: 'Stage crew',
    date: iso(0).slice(0, 10),
    shift: 'Day',
    project: { id: 1, number: 'P-2026-001', name: 'Summer festival' },
    location: null,
    crewChief: null,
    contactOnSite: null,
    viewer: {
      role: 'member',
      assignmentId: 9,
      checkInAt: null,
      checkOutAt: null,
      startsAt: iso(hour),
      timeZone: 'Europe/Amsterdam',
      checkInOpensAt: iso(-hour),
      checkInClosesAt: iso(8 * hour),
      checkOutClosesAt: iso(14 * hour),
      ...viewer,
    },
    members: [],
    deliveryNote: {
      signedAt: null,
      signerName: null,
      rating: null,
      comment: null,
      releasedAt: null,
      downloaded: false,
      sentAt: null,
      signedFileUrl: null,
    },
    ...values,
  };
};

/** A crew member on the page, with a contact card. */
export const crewMemberFixture = (
  values: Partial<CrewDayMember> & Pick<CrewDayMember, 'personId'>,
  now = Date.now(),
): CrewDayMember => ({
  assignmentId: values.personId * 10,
  functionName: 'Stagehand',
  status: 'confirmed',
  spare: false,
  contact: {
    personId: values.personId,
    name: 'Cas',
    phone: null,
    email: null,
    links: { call: null, mail: null, message: null },
  },
  startsAt: new Date(now + hour).toISOString(),
  endsAt: new Date(now + 8 * hour).toISOString(),
  checkInAt: null,
  checkOutAt: null,
  timeZone: 'Europe/Amsterdam',
  workedHours: null,
  proposedPaidHours: null,
  proposedChargedHours: null,
  signedOffAt: null,
  ...values,
});

/** The site security check of crew 5 on 23 November, day shift, opened and not signed. */
export const securityCheckFixture = (values: Partial<SecurityCheck> = {}): SecurityCheck => ({
  id: 1,
  projectCrewId: 5,
  formId: siteSecurityCheckFormId,
  date: '2026-11-23',
  shift: 'day',
  answers: {},
  signedAt: null,
  signedByPersonId: null,
  sentAt: null,
  signedFileUrl: null,
  ...values,
});
