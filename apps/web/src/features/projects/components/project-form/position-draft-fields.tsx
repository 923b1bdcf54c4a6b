import {
  ActionIcon,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionDraft } from '../../lib/project-draft';

type PositionDraftFieldsProps = {
  position: PositionDraft;
  /** e.g. "crews.0.positions.1": prefix of this position's field paths and test ids. */
  path: string;
  testId: string;
  functions: { value: string; label: string }[];
  error: (path: string) => ReactNode;
  onChange: (patch: Partial<PositionDraft>) => void;
  /** Left out where the position cannot be removed (the position dialogs). */
  onRemove?: () => void;
  /** Catering, crew info and flags: the position dialogs show them, the project form not. */
  details?: ReactNode;
};

/** One position of a new crew: function, days, times, people needed and chargeable hours. */
export const PositionDraftFields = ({
  position,
  path,
  testId,
  functions,
  error,
  onChange,
  onRemove,
  details,
}: PositionDraftFieldsProps) => {
  const { t } = useTranslation('projects');
  const field = (name: keyof PositionDraft) => ({
    error: error(`${path}.${name}`),
    'data-testid': `${testId}-${name}`,
  });
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" data-testid={testId}>
      <Group align="flex-start" wrap="nowrap" gap="xs" mb="xs">
        <Select
          size="md"
          label={t('position.function')}
          data={functions}
          value={position.functionId}
          onChange={(functionId) => onChange({ functionId })}
          searchable
          required
          style={{ flex: 1 }}
          {...field('functionId')}
        />
        {onRemove ? (
          <ActionIcon
            variant="subtle"
            color="red"
            mt={30}
            onClick={onRemove}
            aria-label={t('position.remove')}
            data-testid={`${testId}-remove`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
        <TextInput
          type="date"
          label={t('position.startDate')}
          value={position.startDate}
          onChange={(event) => onChange({ startDate: event.currentTarget.value })}
          {...field('startDate')}
        />
        <TextInput
          type="date"
          label={t('position.endDate')}
          value={position.endDate}
          onChange={(event) => onChange({ endDate: event.currentTarget.value })}
          {...field('endDate')}
        />
        <TextInput
          type="time"
          label={t('position.startTime')}
          value={position.startTime}
          onChange={(event) => onChange({ startTime: event.currentTarget.value })}
          required
          {...field('startTime')}
        />
        <TextInput
          type="time"
          label={t('position.endTime')}
          value={position.endTime}
          onChange={(event) => onChange({ endTime: event.currentTarget.value })}
          required
          {...field('endTime')}
        />
        <NumberInput
          size="md"
          label={t('position.amountOfRows')}
          value={position.amountOfRows}
          onChange={(amountOfRows) => onChange({ amountOfRows })}
          min={1}
          max={500}
          allowDecimal={false}
          {...field('amountOfRows')}
        />
        <NumberInput
          size="md"
          label={t('position.chargeableHours')}
          value={position.chargeableHours}
          onChange={(chargeableHours) => onChange({ chargeableHours })}
          min={0}
          max={1000}
          decimalScale={2}
          {...field('chargeableHours')}
        />
      </SimpleGrid>
      {details}
    </Paper>
  );
};
