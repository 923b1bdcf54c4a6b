import type { Project } from '@crewhub/shared';
import { Checkbox, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toasts';
import { useCopyProject } from '../api/copy-project';
import { CopyModal } from './copy-modal';

/** A deep copy of the project (crews, positions, optionally people) moved to a new begin date. */
export const CopyProjectModal = ({
  project,
  onClose,
}: {
  project: Project;
  onClose: () => void;
}) => {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const copy = useCopyProject(project.number);
  const [beginDate, setBeginDate] = useState(project.beginDate ?? '');
  const [name, setName] = useState(t('copy.project.defaultName', { name: project.name }));
  const [includeCrews, setIncludeCrews] = useState(true);
  const [includePersons, setIncludePersons] = useState(false);
  return (
    <CopyModal
      title={t('copy.project.title')}
      description={t('copy.project.description')}
      onClose={onClose}
      loading={copy.isPending}
      ready={beginDate !== '' && name.trim() !== ''}
      testId="copy-project-modal"
      onSubmit={() =>
        copy.mutate(
          {
            beginDate,
            name: name.trim(),
            includeCrews,
            includePersons: includeCrews && includePersons,
          },
          {
            onSuccess: (created) => {
              toast.success(t('copy.project.done', { number: created.number }));
              onClose();
              navigate(paths.project.getHref({ number: created.number }));
            },
          },
        )
      }
    >
      <TextInput
        label={t('fields.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        required
        data-testid="copy-project-name"
      />
      <TextInput
        type="date"
        label={t('copy.newBeginDate')}
        value={beginDate}
        onChange={(event) => setBeginDate(event.currentTarget.value)}
        required
        data-testid="copy-project-date"
      />
      <Checkbox
        label={t('copy.project.includeCrews')}
        checked={includeCrews}
        onChange={(event) => setIncludeCrews(event.currentTarget.checked)}
        data-testid="copy-project-crews"
      />
      <Checkbox
        label={t('copy.includePersons')}
        checked={includeCrews && includePersons}
        disabled={!includeCrews}
        onChange={(event) => setIncludePersons(event.currentTarget.checked)}
        data-testid="copy-project-persons"
      />
    </CopyModal>
  );
};
