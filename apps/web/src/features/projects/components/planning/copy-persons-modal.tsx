import { Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useCopyPersons } from '../../api/copy-persons';
import { projectPositionsQueryOptions } from '../../api/get-project-planning';
import type { PlannedPosition } from '../../lib/group-planning';
import { CopyFrame } from '../copy-modal';
import { usePlanningAbilities } from './planning-context';

/** Ask the people of this position for another position of the project as well. */
export const CopyPersonsModal = ({
  position,
  onClose,
}: {
  position: PlannedPosition;
  onClose: () => void;
}) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const { projectNumber } = usePlanningAbilities();
  const positions = useQuery(projectPositionsQueryOptions(projectNumber));
  const copy = useCopyPersons(projectNumber);
  const form = useForm<{ targetId: string | null }>({ initialValues: { targetId: null } });
  const { targetId } = form.values;
  const targets = (positions.data ?? [])
    .filter((other) => other.id !== position.id)
    .map((other) => ({
      value: String(other.id),
      label: `${other.functionName} · ${format.dayRange(other.startDate, other.endDate)}`,
    }));
  return (
    <CopyFrame
      title={t('copy.persons.title')}
      description={t('copy.persons.description', { people: position.people.length })}
      onClose={onClose}
      loading={copy.isPending}
      ready={targetId !== null}
      testId="copy-persons-modal"
      onSubmit={() =>
        copy.mutate(
          { positionId: position.id, targetProjectCrewItemId: Number(targetId) },
          {
            onSuccess: ({ copied }) => {
              toast.success(t('copy.persons.done', { copied }));
              onClose();
            },
          },
        )
      }
    >
      <Select
        size="md"
        label={t('copy.persons.target')}
        data={targets}
        {...form.getInputProps('targetId')}
        searchable
        nothingFoundMessage={t('copy.persons.noTargets')}
        data-testid="copy-persons-target"
      />
    </CopyFrame>
  );
};
