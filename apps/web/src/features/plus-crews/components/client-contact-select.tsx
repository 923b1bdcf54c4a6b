import type { PlusCrewClientContact } from '@crewhub/shared';
import { Select } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withCurrent } from '@/lib/select-options';
import { useClientContacts } from '../api/get-client-contacts';
import { useServerSearch } from '../lib/use-server-search';

type ClientContactSelectProps = {
  value: string | null;
  onChange: (contactId: string | null) => void;
  /** The contact saved so far, named before anyone searches. */
  saved: PlusCrewClientContact | null;
  error?: ReactNode;
};

const labelOf = (contact: { name: string; companyName: string }) =>
  `${contact.name} · ${contact.companyName}`;

/** Picks the client's contact who follows the plus crew, by name or contact number. */
export const ClientContactSelect = ({
  value,
  onChange,
  saved,
  error,
}: ClientContactSelectProps) => {
  const { t } = useTranslation('plus-crews');
  const [picked, setPicked] = useState(
    saved ? { value: String(saved.id), label: labelOf(saved) } : null,
  );
  // The box shows the chosen contact's label; that is no search, so offer everyone then.
  const { query, opened, comboboxProps } = useServerSearch(picked?.label);
  const contacts = useClientContacts(query, opened);
  const found = (contacts.data ?? []).map((contact) => ({
    value: String(contact.id),
    label: labelOf({
      name: `${contact.firstName} ${contact.lastName}`,
      companyName: contact.companyName,
    }),
  }));
  return (
    <Select
      label={t('settings.clientContact')}
      placeholder={t('settings.clientContactPlaceholder')}
      data={withCurrent(found, picked?.value ?? null, picked?.label ?? null)}
      value={value}
      onChange={(next, option) => {
        setPicked(option ?? null);
        onChange(next);
      }}
      {...comboboxProps}
      nothingFoundMessage={contacts.isFetching ? t('settings.searching') : undefined}
      error={error}
      data-testid="plus-crew-client-contact"
    />
  );
};
