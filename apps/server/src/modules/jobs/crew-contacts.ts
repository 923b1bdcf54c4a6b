import { contactCard, type ContactCard } from '@crewhub/shared';
import type { CrewContactsRow } from './job-detail.repository';

type PersonFields = {
  id: number;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
} | null;

export const personCard = (person: PersonFields): ContactCard | null =>
  person
    ? contactCard({
        personId: person.id,
        name: `${person.firstName} ${person.lastName}`,
        phone: person.phone,
        email: person.email,
      })
    : null;

/** The contact blocks shared by the job page and the crew page. */
export const crewContacts = (row: CrewContactsRow | null) => ({
  location: row?.location ?? null,
  crewChief: personCard(row?.chief ?? null),
  projectManager: personCard(row?.manager ?? null),
  contactOnSite: row?.contactOnSiteName
    ? contactCard({
        name: row.contactOnSiteName,
        phone: row.contactOnSitePhone,
        email: row.contactOnSiteEmail,
      })
    : null,
});
