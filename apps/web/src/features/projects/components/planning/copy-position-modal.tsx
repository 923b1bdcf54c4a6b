import { Checkbox, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
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
  const [crewId, setCrewId] = useState(String(position.projectCrewId));
  const [startDate, setStartDate] = useState(position.startDate);
  const [includePersons, setIncludePersons] = useState(false);
  return (
    <CopyModal
      title={t('copy.position.title')}
      description={t('copy.position.description', { function: position.functionName })}
      onClose={onClose}
      loading={copy.isPending}
      ready={startDate !== ''}
      testId="copy-position-modal"
      onSubmit={() =>
        copy.mutate(
          { positionId: position.id, projectCrewId: Number(crewId), startDate, includePersons },
          {
            onSuccess: () => {
              toast.success(t('copy.position.done'));
              onClose();
            },
          },
        )
      }
    >
      <Select
        size="md"
        label={t('copy.position.crew')}
        data={(crews.data ?? []).map((crew) => ({ value: String(crew.id), label: crew.name }))}
        value={crewId}
        onChange={(value) => setCrewId(value ?? String(position.projectCrewId))}
        allowDeselect={false}
        data-testid="copy-position-crew"
      />
      <TextInput
        type="date"
        label={t('copy.newStartDate')}
        value={startDate}
        onChange={(event) => setStartDate(event.currentTarget.value)}
        required
        data-testid="copy-position-date"
      />
      <Checkbox
        label={t('copy.includePersons')}
        checked={includePersons}
        onChange={(event) => setIncludePersons(event.currentTarget.checked)}
        data-testid="copy-position-persons"
      />
    </CopyModal>
  );
};
