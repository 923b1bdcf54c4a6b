import type { BestPersons } from '@crewhub/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pointsText, reasonText } from '../lib/reason-text';

type BestPerson = BestPersons['items'][number];

type BestPersonCardProps = {
  person: BestPerson;
  rank: number;
  assigned: boolean;
  assigning: boolean;
  disabled: boolean;
  onAssign: () => void;
};

/** One ranked person with why they rank there (points per rule) and an assign button. */
export const BestPersonCard = ({
  person,
  rank,
  assigned,
  assigning,
  disabled,
  onAssign,
}: BestPersonCardProps) => {
  const { t, i18n } = useTranslation('find-best-person');
  return (
    <Paper withBorder p="sm" data-testid={`best-person-${person.personId}`} data-rank={rank}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Badge size="lg" circle variant={rank <= 3 ? 'filled' : 'light'}>
            {rank}
          </Badge>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {person.firstName} {person.lastName}
            </Text>
            <Text size="sm" c="dimmed">
              {[person.city, t('score', { score: Math.round(person.score) })]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
        </Group>
        <Button
          size="xs"
          variant={assigned ? 'light' : 'filled'}
          color={assigned ? 'green' : undefined}
          leftSection={assigned ? <IconCheck size={16} /> : <IconUserPlus size={16} />}
          loading={assigning}
          disabled={assigned || disabled}
          onClick={onAssign}
          data-testid="assign-button"
        >
          {assigned ? t('assigned') : t('assign')}
        </Button>
      </Group>
      <Stack gap={2} mt="xs" data-testid="best-person-reasons">
        {person.reasons.map((reason) => (
          <Group
            key={reason.rule}
            gap="xs"
            wrap="nowrap"
            justify="space-between"
            data-rule={reason.rule}
          >
            <Text size="xs" style={{ minWidth: 0 }}>
              <Text span fw={600} size="xs">
                {t(`rules.${reason.rule}`)}:
              </Text>{' '}
              {reasonText(t, i18n.language, reason)}
            </Text>
            <Text size="xs" fw={600} c={reason.points > 0 ? 'green.8' : 'dimmed'}>
              {pointsText(i18n.language, reason.points)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
};
