import { Select, Stack } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { useCompanyContacts, usePlanningCrewItems } from '../api/get-planning-crew-items';
import { PlanningCrewItemTable } from './planning-crew-item-table';

/** A client's positions on their projects (their own or a colleague's), from a month back. */
export const PlanningCrewItemListPage = ({ contactNumber }: { contactNumber: string | null }) => {
  const { t } = useTranslation('planning-crew-item-list');
  const contacts = useCompanyContacts();
  const own = contacts.data?.find((contact) => contact.contactNumber === contactNumber);
  const [picked, setPicked] = useState<string | null>(null);
  const contactId = picked ? Number(picked) : (own?.id ?? contacts.data?.[0]?.id ?? null);
  const items = usePlanningCrewItems(contactId);
  return (
    <Stack gap="md" data-testid="planning-crew-item-list">
      <QueryState query={contacts}>
        {(list) =>
          list.length > 1 ? (
            <Select
              label={t('contact')}
              data={list.map((contact) => ({
                value: String(contact.id),
                label: `${contact.firstName} ${contact.lastName}`,
              }))}
              value={contactId === null ? null : String(contactId)}
              onChange={setPicked}
              allowDeselect={false}
              w={{ base: '100%', sm: 320 }}
              data-testid="planning-crew-item-contact"
            />
          ) : null
        }
      </QueryState>
      {contactId === null ? null : (
        <QueryState query={items}>
          {(rows) =>
            rows.length === 0 ? (
              <FriendlyEmpty
                icon={IconClipboardList}
                title={t('emptyTitle')}
                description={t('emptyDescription')}
                testId="planning-crew-item-empty"
              />
            ) : (
              <PlanningCrewItemTable items={rows} />
            )
          }
        </QueryState>
      )}
      {contacts.data && contactId === null ? (
        <FriendlyEmpty
          icon={IconClipboardList}
          title={t('noContactTitle')}
          description={t('noContactDescription')}
        />
      ) : null}
    </Stack>
  );
};
