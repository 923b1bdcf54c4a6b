import type { Training, TrainingStatus } from '@crewhub/shared';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCertificate, IconForms } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

const colours: Record<TrainingStatus, string> = {
  to_do: 'blue',
  overdue: 'red',
  completed: 'green',
  expiring: 'orange',
  expired: 'red',
};

type TrainingCardProps = {
  training: Training;
  /** Planners and the office see whose training it is and record completions. */
  onComplete?: (training: Training) => void;
};

/** One training: course, status, the dates that matter, its form and certificate. */
export const TrainingCard = ({ training, onComplete }: TrainingCardProps) => {
  const { t } = useTranslation('trainings');
  const format = useFormat();
  const dates = [
    training.dueDate && training.completedOn === null
      ? t('due', { date: format.day(training.dueDate, 'long') })
      : null,
    training.completedOn
      ? t('completedOn', { date: format.day(training.completedOn, 'long') })
      : null,
    training.expiresOn
      ? t(training.status === 'expired' ? 'expiredOn' : 'expiresOn', {
          date: format.day(training.expiresOn, 'long'),
        })
      : null,
  ].filter((text) => text !== null);
  return (
    <Paper withBorder p="md" data-testid="training" data-status={training.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{training.course.name}</Text>
            {onComplete ? (
              <Text size="sm" c="dimmed">
                {training.person.name}
              </Text>
            ) : null}
          </div>
          <Badge color={colours[training.status]} variant="light" data-status={training.status}>
            {t(`status.${training.status}`)}
          </Badge>
        </Group>
        {training.course.description ? <Text size="sm">{training.course.description}</Text> : null}
        {dates.length > 0 ? (
          <Text size="sm" c="dimmed">
            {dates.join(' · ')}
          </Text>
        ) : null}
        {training.documents.map((document) => (
          <Anchor
            key={document.id}
            component={Link}
            to={paths.document.getHref({ id: String(document.id) })}
            size="sm"
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconCertificate size={16} aria-hidden />
              {document.name}
            </Group>
          </Anchor>
        ))}
        <Group gap="xs">
          {training.formToFill ? (
            <Button
              component={Link}
              to={paths.form.getHref({
                id: String(training.formToFill.resultId),
                name: training.formToFill.slug,
              })}
              leftSection={<IconForms size={16} />}
              size="sm"
            >
              {t('fillForm')}
            </Button>
          ) : null}
          {onComplete && training.status !== 'completed' ? (
            <Button variant="light" size="sm" onClick={() => onComplete(training)}>
              {t('complete.open')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
};
