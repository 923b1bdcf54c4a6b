import { trainingStatuses, type Training, type TrainingStatus } from '@crewhub/shared';
import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { NoResults } from '@/components/no-results';
import { QueryState } from '@/components/query-state';
import { useRight } from '@/lib/use-right';
import { useTrainings } from '../api/get-trainings';
import { AssignTrainingModal } from './assign-training-modal';
import { CompleteTrainingModal } from './complete-training-modal';
import { CourseModal } from './course-modal';
import { TrainingCard } from './training-card';

const toDo = new Set<TrainingStatus>(['to_do', 'overdue']);

type Dialog = { kind: 'assign' } | { kind: 'course' } | { kind: 'complete'; training: Training };

const TrainingGroup = ({
  title,
  trainings,
  onComplete,
  testId,
}: {
  title: string;
  trainings: Training[];
  onComplete?: (training: Training) => void;
  testId: string;
}) =>
  trainings.length === 0 ? null : (
    <Stack gap="sm" data-testid={testId}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {trainings.map((training) => (
          <TrainingCard key={training.id} training={training} onComplete={onComplete} />
        ))}
      </SimpleGrid>
    </Stack>
  );

/**
 * Trainings to do and done, each with its form and certificate. Planners and the office
 * (training EDIT) see everyone's, hand courses out and record completions.
 */
export const TrainingsPage = () => {
  const { t } = useTranslation('trainings');
  const canManage = useRight('training', 'EDIT');
  const [status, setStatus] = useState<TrainingStatus | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const trainings = useTrainings({ status });
  const onComplete = canManage
    ? (training: Training) => setDialog({ kind: 'complete', training })
    : undefined;
  return (
    <Stack gap="md" data-testid="trainings">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" maw={640}>
          {t(canManage ? 'introManager' : 'intro')}
        </Text>
        {canManage ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDialog({ kind: 'course' })}>
              {t('course.open')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDialog({ kind: 'assign' })}
            >
              {t('assign.open')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Select
        label={t('filter')}
        data={[
          { value: 'all', label: t('allStatuses') },
          ...trainingStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
        value={status ?? 'all'}
        onChange={(value) =>
          setStatus(value === 'all' || value === null ? null : (value as TrainingStatus))
        }
        allowDeselect={false}
        maw={280}
        data-testid="training-status-filter"
      />
      <QueryState query={trainings}>
        {(page) =>
          page.items.length === 0 && status !== null ? (
            <NoResults onClear={() => setStatus(null)} />
          ) : page.items.length === 0 ? (
            <FriendlyEmpty
              icon={IconSchool}
              title={t('empty.title')}
              description={t('empty.text')}
              testId="trainings-empty"
            />
          ) : (
            <Stack gap="lg">
              <TrainingGroup
                title={t('toDo')}
                trainings={page.items.filter((item) => toDo.has(item.status))}
                onComplete={onComplete}
                testId="trainings-to-do"
              />
              <TrainingGroup
                title={t('done')}
                trainings={page.items.filter((item) => !toDo.has(item.status))}
                onComplete={onComplete}
                testId="trainings-done"
              />
            </Stack>
          )
        }
      </QueryState>
      {dialog?.kind === 'assign' ? <AssignTrainingModal onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'course' ? <CourseModal onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'complete' ? (
        <CompleteTrainingModal training={dialog.training} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
};
