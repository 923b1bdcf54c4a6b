import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrewDraft } from '../../lib/project-draft';
import { PositionDraftFields } from './position-draft-fields';
import type { ProjectDraftState } from './use-project-draft';

type CrewDraftCardProps = {
  crew: CrewDraft;
  index: number;
  state: ProjectDraftState;
  functions: { value: string; label: string }[];
  error: (path: string) => ReactNode;
};

/** A crew (team for a date or shift) given with the new project, with its positions. */
export const CrewDraftCard = ({ crew, index, state, functions, error }: CrewDraftCardProps) => {
  const { t } = useTranslation('projects');
  const path = `crews.${index}`;
  const testId = `crew-draft-${index}`;
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('crew.numbered', { number: index + 1 })}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => state.removeCrew(index)}
            aria-label={t('crew.remove')}
            data-testid={`${testId}-remove`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <TextInput
            label={t('crew.name')}
            value={crew.name}
            onChange={(event) => state.updateCrew(index, { name: event.currentTarget.value })}
            required
            error={error(`${path}.name`)}
            data-testid={`${testId}-name`}
          />
          <TextInput
            type="date"
            label={t('crew.date')}
            value={crew.date}
            onChange={(event) => state.updateCrew(index, { date: event.currentTarget.value })}
            required
            error={error(`${path}.date`)}
            data-testid={`${testId}-date`}
          />
          <TextInput
            label={t('crew.shift')}
            value={crew.shift}
            onChange={(event) => state.updateCrew(index, { shift: event.currentTarget.value })}
            error={error(`${path}.shift`)}
            data-testid={`${testId}-shift`}
          />
        </SimpleGrid>
        {crew.positions.map((position, positionIndex) => (
          <PositionDraftFields
            key={position.key}
            position={position}
            path={`${path}.positions.${positionIndex}`}
            testId={`position-draft-${index}-${positionIndex}`}
            functions={functions}
            error={error}
            onChange={(patch) => state.updatePosition(index, positionIndex, patch)}
            onRemove={() => state.removePosition(index, positionIndex)}
          />
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => state.addPosition(index)}
          data-testid={`${testId}-add-position`}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('position.add')}
        </Button>
      </Stack>
    </Paper>
  );
};
