import { Checkbox, Group, Stack, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionDraft } from '../../lib/project-draft';

type PositionDetailFieldsProps = {
  position: PositionDraft;
  testId: string;
  error: (name: keyof PositionDraft) => ReactNode;
  onChange: (patch: Partial<PositionDraft>) => void;
  /** Planners only: the internal crew info and correcting "added by client". */
  planner: boolean;
  editing: boolean;
};

type Flag = 'crewChief' | 'spare' | 'clientAdded';

/** What the crew gets to know and how the position counts: catering, crew info, flags. */
export const PositionDetailFields = ({
  position,
  testId,
  error,
  onChange,
  planner,
  editing,
}: PositionDetailFieldsProps) => {
  const { t } = useTranslation('projects');
  const info = (name: 'crewInfoExternal' | 'crewInfoInternal') => (
    <Textarea
      size="md"
      label={t(`position.${name}`)}
      description={t(`position.${name}Hint`)}
      value={position[name]}
      onChange={(event) => onChange({ [name]: event.currentTarget.value })}
      autosize
      minRows={2}
      error={error(name)}
      data-testid={`${testId}-${name}`}
    />
  );
  const flag = (name: Flag) => (
    <Checkbox
      label={t(`position.${name}Flag`)}
      checked={position[name]}
      onChange={(event) => onChange({ [name]: event.currentTarget.checked })}
      data-testid={`${testId}-${name}`}
    />
  );
  return (
    <Stack gap="xs" mt="xs">
      <TextInput
        label={t('position.catering')}
        value={position.catering}
        onChange={(event) => onChange({ catering: event.currentTarget.value })}
        error={error('catering')}
        data-testid={`${testId}-catering`}
      />
      {info('crewInfoExternal')}
      {planner ? info('crewInfoInternal') : null}
      <Group gap="lg">
        {flag('crewChief')}
        {flag('spare')}
        {planner && editing ? flag('clientAdded') : null}
      </Group>
    </Stack>
  );
};
