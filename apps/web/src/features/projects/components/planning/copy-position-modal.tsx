import { Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCopyPosition } from '../../api/copy-position';
import { projectCrewsQueryOptions } from '../../api/get-project-planning';
import type { PlannedPosition } from '../../lib/group-planning';
import { CopyModal } from '../copy-modal';
import { usePlanningAbilities } from './planning-context';

/** Copy a position (PCI) into this or another crew, on a new start date. */
export const CopyPositionModal = ({
  position,
  onClose,
}: {
  position: PlannedPosition;
  onClose: () => void;
}) => {
  const { t } = useTranslation('projects');
  const { projectNumber } = usePlanningAbilities();
  const crews = useQuery(projectCrewsQueryOptions(projectNumber));
  const copy = useCopyPosition(projectNumber);
  const form = useForm({ initialValues: { crewId: String(position.projectCrewId) } });
  return (
    <CopyModal
      kind="position"
      description={t('copy.position.description', { function: position.functionName })}
      initialDate={position.startDate}
      copy={({ date, includePersons }) =>
        copy.mutateAsync({
          positionId: position.id,
          projectCrewId: Number(form.values.crewId),
          startDate: date,
          includePersons,
        })
      }
      pending={copy.isPending}
      doneMessage={() => t('copy.position.done')}
      onClose={onClose}
    >
      <Select
        size="md"
        label={t('copy.position.crew')}
        data={(crews.data ?? []).map((crew) => ({ value: String(crew.id), label: crew.name }))}
        {...form.getInputProps('crewId')}
        allowDeselect={false}
        data-testid="copy-position-crew"
      />
    </CopyModal>
  );
};
