import type { Project } from '@crewhub/shared';
import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
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
  const form = useForm({
    initialValues: {
      name: t('copy.project.defaultName', { name: project.name }),
      includeCrews: true,
    },
  });
  const { name, includeCrews } = form.values;
  return (
    <CopyModal
      kind="project"
      description={t('copy.project.description')}
      initialDate={project.beginDate ?? ''}
      copy={({ date, includePersons }) =>
        copy.mutateAsync({ beginDate: date, name: name.trim(), includeCrews, includePersons })
      }
      pending={copy.isPending}
      doneMessage={(created) => t('copy.project.done', { number: created.number })}
      onCopied={(created) => navigate(paths.project.getHref({ number: created.number }))}
      onClose={onClose}
      ready={name.trim() !== ''}
      personsDisabled={!includeCrews}
      options={
        <Checkbox
          label={t('copy.project.includeCrews')}
          {...form.getInputProps('includeCrews', { type: 'checkbox' })}
          data-testid="copy-project-crews"
        />
      }
    >
      <TextInput
        label={t('fields.name')}
        {...form.getInputProps('name')}
        required
        data-testid="copy-project-name"
      />
    </CopyModal>
  );
};
