import type { PendingChangeRequest, PendingPicture } from '@crewhub/shared';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconArrowRight, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { useProfileApprovals } from '../../api/get-profile-approvals';
import { fieldText } from '../../lib/field-text';
import { DecisionButtons } from './decision-buttons';

const ChangeRow = ({ request }: { request: PendingChangeRequest }) => {
  const { t, i18n } = useTranslation('profile');
  const format = useFormat();
  const field = t(`fields.${request.field}`);
  const show = (value: string | null) =>
    fieldText(request.field, value, i18n.language) ?? t('data.empty');
  return (
    <Paper withBorder p="sm" data-testid={`change-request-${request.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{request.person.name}</Text>
          <Text size="xs" c="dimmed">
            {format.moment(request.createdAt)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {field}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" td="line-through" c="dimmed">
            {show(request.currentValue)}
          </Text>
          <IconArrowRight size={14} aria-hidden />
          <Text size="sm" fw={500}>
            {show(request.value)}
          </Text>
        </Group>
        <DecisionButtons
          kind="personChangeRequests"
          id={request.id}
          label={`${request.person.name}, ${field}`}
        />
      </Stack>
    </Paper>
  );
};

const PictureRow = ({ picture }: { picture: PendingPicture }) => {
  const { t } = useTranslation('profile');
  return (
    <Paper withBorder p="sm" data-testid={`picture-request-${picture.id}`}>
      <Stack gap={6}>
        <Text fw={600}>{picture.person.name}</Text>
        <Group gap="md">
          <Stack gap={2} align="center">
            <Avatar
              src={picture.currentUrl}
              name={picture.person.name}
              color="initials"
              size={72}
              alt={`${t('picture.current')}: ${picture.person.name}`}
            />
            <Text size="xs" c="dimmed">
              {t('picture.current')}
            </Text>
          </Stack>
          <IconArrowRight size={16} aria-hidden />
          <Stack gap={2} align="center">
            <Avatar
              src={picture.url}
              size={72}
              alt={`${t('picture.new')}: ${picture.person.name}`}
            />
            <Text size="xs" c="dimmed">
              {t('picture.new')}
            </Text>
          </Stack>
        </Group>
        <DecisionButtons
          kind="profilePictures"
          id={picture.id}
          label={`${picture.person.name}, ${t('picture.new')}`}
        />
      </Stack>
    </Paper>
  );
};

/** The office's one queue: personal data changes and new profile pictures, oldest first. */
export const ProfileApprovalsPage = () => {
  const { t } = useTranslation('profile');
  const approvals = useProfileApprovals();
  return (
    <QueryState query={approvals}>
      {({ changeRequests, pictures }) => (
        <Stack gap="md" data-testid="profile-approvals">
          <SectionCard
            title={t('approvals.changes', { count: changeRequests.length })}
            icon={IconAddressBook}
          >
            {changeRequests.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('approvals.noChanges')}
              </Text>
            ) : (
              <Stack gap="sm">
                {changeRequests.map((request) => (
                  <ChangeRow key={request.id} request={request} />
                ))}
              </Stack>
            )}
          </SectionCard>
          <SectionCard
            title={t('approvals.pictures', { count: pictures.length })}
            icon={IconUserCircle}
          >
            {pictures.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('approvals.noPictures')}
              </Text>
            ) : (
              <Stack gap="sm">
                {pictures.map((picture) => (
                  <PictureRow key={picture.id} picture={picture} />
                ))}
              </Stack>
            )}
          </SectionCard>
        </Stack>
      )}
    </QueryState>
  );
};
