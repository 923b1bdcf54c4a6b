import { rateCardFitsCompany, type Contact, type Project, type RateCard } from '@crewhub/shared';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { id } from '../../lib/project-draft';
import { withCurrent } from '@/lib/select-options';
import type { ProjectDraftState } from './use-project-draft';

type ClientFieldsProps = {
  state: ProjectDraftState;
  contacts: Contact[];
  rateCards: RateCard[];
  /** The project being edited: its company and contact stay pickable. */
  saved?: Project;
  error: (path: string) => ReactNode;
};

/** Companies come from the contacts list: there is no company list call for projects yet. */
const companiesOf = (contacts: Contact[]) =>
  [...new Map(contacts.map((c) => [c.companyId, c.companyName])).entries()].map(([id, name]) => ({
    value: String(id),
    label: name,
  }));

/** The client company and its contact person; picking a contact fills in the company. */
export const ClientFields = ({ state, contacts, rateCards, saved, error }: ClientFieldsProps) => {
  const { t } = useTranslation('projects');
  const { draft, setField } = state;
  // Another client's agreed rates never apply: drop the rate card that no longer fits.
  const chooseCompany = (companyId: string | null) => {
    setField('companyId', companyId);
    const card = rateCards.find((item) => String(item.id) === draft.rateCardId);
    if (card && !rateCardFitsCompany(card, id(companyId))) setField('rateCardId', null);
  };
  const contactOptions = contacts
    .filter((contact) => !draft.companyId || String(contact.companyId) === draft.companyId)
    .map((contact) => ({
      value: String(contact.id),
      label: `${contact.firstName} ${contact.lastName}`,
    }));
  return (
    <>
      <Select
        size="md"
        label={t('fields.company')}
        data={withCurrent(
          companiesOf(contacts),
          draft.companyId,
          saved && String(saved.companyId) === draft.companyId ? saved.companyName : null,
        )}
        value={draft.companyId}
        onChange={(companyId) => {
          chooseCompany(companyId);
          setField('contactId', null);
        }}
        searchable
        clearable
        error={error('companyId')}
        data-testid="project-form-company"
      />
      <Select
        size="md"
        label={t('fields.contact')}
        data={withCurrent(
          contactOptions,
          draft.contactId,
          saved && String(saved.contactId) === draft.contactId ? saved.contactName : null,
        )}
        value={draft.contactId}
        onChange={(contactId) => {
          setField('contactId', contactId);
          const contact = contacts.find((c) => String(c.id) === contactId);
          if (contact && !draft.companyId) chooseCompany(String(contact.companyId));
        }}
        searchable
        clearable
        error={error('contactId')}
        data-testid="project-form-contact"
      />
    </>
  );
};
