import type { ProjectCrew } from '@crewhub/shared';
import { Checkbox, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
import { useCopyCrew } from '../../api/copy-crew';
import { CopyModal } from '../copy-modal';
import { usePlanningAbilities } from './planning-context';

/** Copy a crew with its positions (and optionally its people) to another date. */
export const CopyCrewModal = ({ crew, onClose }: { crew: ProjectCrew; onClose: () => void }) => {
  const { t } = useTranslation('projects');
  const { projectNumber } = usePlanningAbilities();
  const copy = useCopyCrew(projectNumber);
  const [date, setDate] = useState(crew.date);
  const [includePersons, setIncludePersons] = useState(false);
  return (
    <CopyModal
      title={t('copy.crew.title')}
      description={t('copy.crew.description', { crew: crew.name })}
      onClose={onClose}
      loading={copy.isPending}
      ready={date !== ''}
      testId="copy-crew-modal"
      onSubmit={() =>
        copy.mutate(
          { crewId: crew.id, date, includePersons },
          {
            onSuccess: () => {
              toast.success(t('copy.crew.done'));
              onClose();
            },
          },
        )
      }
    >
      <TextInput
        type="date"
        label={t('copy.newDate')}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        required
        data-testid="copy-crew-date"
      />
      <Checkbox
        label={t('copy.includePersons')}
        checked={includePersons}
        onChange={(event) => setIncludePersons(event.currentTarget.checked)}
        data-testid="copy-crew-persons"
      />
    </CopyModal>
  );
};
