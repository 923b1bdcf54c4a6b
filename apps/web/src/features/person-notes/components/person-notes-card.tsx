import type { Activity } from '@crewhub/shared';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconNotes, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { usePersonNotes } from '../api/get-person-notes';
import { AddPersonNoteModal } from './add-person-note-modal';

/** Events the server logs about a person, worded here; anything else shows its caption. */
const eventKeys = {
  'profile.change_approved': 'events.changeApproved',
  'profile.change_rejected': 'events.changeRejected',
  'profile.picture_approved': 'events.pictureApproved',
  'profile.picture_rejected': 'events.pictureRejected',
  'receipt.deleted': 'events.receiptDeleted',
} as const;

const isEvent = (category: string | null): category is keyof typeof eventKeys =>
  category !== null && category in eventKeys;

const NoteRow = ({ activity }: { activity: Activity }) => {
  const { t } = useTranslation('person-notes');
  const format = useFormat();
  const title = isEvent(activity.category) ? t(eventKeys[activity.category]) : activity.caption;
  return (
    <Stack gap={2} py="xs" data-testid={`person-note-${activity.id}`}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{title}</Text>
        {activity.type === 'LOG' ? null : (
          <Badge variant="light" color={activity.done ? 'teal' : 'orange'}>
            {activity.done
              ? t('done')
              : t('dueOn', { date: activity.dueDate ? format.day(activity.dueDate) : '–' })}
          </Badge>
        )}
      </Group>
      {activity.body ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {activity.body}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {format.moment(activity.createdAt)}
        {activity.createdBy ? ` · ${activity.createdBy.name}` : ''}
      </Text>
    </Stack>
  );
};

type PersonNotesCardProps = { personId: number; personName: string | null };

/** The office's and planners' notes and to-dos about a person, with what happened to their data. */
export const PersonNotesCard = ({ personId, personName }: PersonNotesCardProps) => {
  const { t } = useTranslation('person-notes');
  const notes = usePersonNotes(personId);
  const [adding, add] = useDisclosure(false);
  return (
    <SectionCard
      title={t('title')}
      icon={IconNotes}
      testId="person-notes"
      action={
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add.open}
          data-testid="person-note-add"
        >
          {t('add')}
        </Button>
      }
    >
      <QueryState query={notes}>
        {({ items }) =>
          items.length === 0 ? (
            <Text c="dimmed" data-testid="person-notes-empty">
              {t('empty')}
            </Text>
          ) : (
            <Stack gap={0}>
              {items.map((activity) => (
                <NoteRow key={activity.id} activity={activity} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      {adding ? (
        <AddPersonNoteModal personId={personId} personName={personName} onClose={add.close} />
      ) : null}
    </SectionCard>
  );
};
