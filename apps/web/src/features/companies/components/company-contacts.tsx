import type { Contact } from '@crewhub/shared';
import { Accordion, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useCompanyContacts } from '../api/get-company-contacts';
import { ValueStaffList } from './value-staff-list';

type CompanyContactsProps = {
  companyId: number;
  /** crewProfile READ: each contact opens to the crew they rated best. */
  showValueStaff: boolean;
};

const ContactLine = ({ contact }: { contact: Contact }) => (
  <Group gap="xs" wrap="wrap">
    {contact.email ? (
      <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {contact.email}
      </Anchor>
    ) : null}
    {contact.phone ? (
      <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`} size="sm">
        {contact.phone}
      </Anchor>
    ) : null}
  </Group>
);

/** The people at the client; opening one shows the crew they valued on their projects. */
export const CompanyContacts = ({ companyId, showValueStaff }: CompanyContactsProps) => {
  const { t } = useTranslation('companies');
  const contacts = useCompanyContacts(companyId);
  // Only the opened contact's list is asked for, not one call per contact on arrival.
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="company-contacts">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('contacts.title')}
        </Title>
        {showValueStaff ? (
          <Text size="sm" c="dimmed">
            {t('valueStaff.intro')}
          </Text>
        ) : null}
        <QueryState query={contacts}>
          {(page) =>
            page.items.length === 0 ? (
              <Text c="dimmed">{t('contacts.empty')}</Text>
            ) : showValueStaff ? (
              <Accordion value={opened} onChange={setOpened} variant="separated">
                {page.items.map((contact) => (
                  <Accordion.Item key={contact.id} value={String(contact.id)}>
                    <Accordion.Control data-testid={`company-contact-${contact.id}`}>
                      {/* Spans: a button holds phrasing content only. */}
                      <Text component="span" display="block" fw={600}>
                        {contact.firstName} {contact.lastName}
                      </Text>
                      <Text component="span" display="block" size="sm" c="dimmed">
                        {t('valueStaff.open')}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="xs">
                        <ContactLine contact={contact} />
                        {opened === String(contact.id) ? (
                          <ValueStaffList contactId={contact.id} linkProfiles />
                        ) : null}
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            ) : (
              <Stack gap="xs">
                {page.items.map((contact) => (
                  <div key={contact.id} data-testid={`company-contact-${contact.id}`}>
                    <Text fw={600}>
                      {contact.firstName} {contact.lastName}
                    </Text>
                    <ContactLine contact={contact} />
                  </div>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
};
