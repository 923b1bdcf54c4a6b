import { personalDataFields, type PersonalDataField, type Profile } from '@crewhub/shared';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { fieldText } from '../lib/field-text';
import { PersonalDataModal } from './personal-data-modal';

const FieldRow = ({ profile, field }: { profile: Profile; field: PersonalDataField }) => {
  const { t, i18n } = useTranslation('profile');
  const request = profile.changeRequests.find((row) => row.field === field);
  const value = fieldText(field, profile[field], i18n.language);
  return (
    <Stack gap={2} data-testid={`profile-field-${field}`}>
      <Text size="xs" c="dimmed">
        {t(`fields.${field}`)}
      </Text>
      <Text size="sm" fw={500}>
        {value ?? t('data.empty')}
      </Text>
      {request?.status === 'pending' ? (
        <Group gap={6} wrap="wrap">
          <Badge color="orange" variant="light" data-testid={`pending-${field}`}>
            {t('data.pending')}
          </Badge>
          <Text size="sm">{fieldText(field, request.value, i18n.language) ?? t('data.empty')}</Text>
        </Group>
      ) : null}
      {request?.status === 'rejected' ? (
        <Group gap={6} wrap="wrap">
          <Badge color="red" variant="light">
            {t('data.rejected')}
          </Badge>
          <Text size="sm">{request.reason}</Text>
        </Group>
      ) : null}
    </Stack>
  );
};

/** My personal data; changes go to the office and show as pending per field until decided. */
export const PersonalDataSection = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title={t('data.title')}
      icon={IconAddressBook}
      testId="personal-data"
      action={
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconPencil size={16} />}
          onClick={() => setEditing(true)}
          data-testid="personal-data-edit"
        >
          {t('data.edit')}
        </Button>
      }
    >
      <Text size="sm" c="dimmed" mb="xs">
        {t('data.approvalNote')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {personalDataFields.map((field) => (
          <FieldRow key={field} profile={profile} field={field} />
        ))}
      </SimpleGrid>
      {editing ? <PersonalDataModal profile={profile} onClose={() => setEditing(false)} /> : null}
    </SectionCard>
  );
};
