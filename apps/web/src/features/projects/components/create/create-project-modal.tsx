import type { Project } from '@crewhub/shared';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
import { useIsPhone } from '@/lib/use-is-phone';
import { useRight } from '@/lib/use-right';
import { CreateProjectForm } from './create-project-form';

type CreateProjectModalProps = {
  opened: boolean;
  onClose: () => void;
  onCreated: (project: Project) => void;
};

/** Full screen on phones, where a long form needs all the room. */
export const CreateProjectModal = ({ opened, onClose, onCreated }: CreateProjectModalProps) => {
  const { t } = useTranslation('projects');
  const phone = useIsPhone();
  const canPickState = useRight('projects', 'EDIT');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      fullScreen={phone}
      size="xl"
      data-testid="create-project-modal"
    >
      {/* Mounted only while open, so every new project starts from an empty form. */}
      {opened ? (
        <CreateProjectForm
          canPickState={canPickState}
          onCancel={onClose}
          onCreated={(project) => {
            toast.success(t('create.created', { number: project.number }));
            onClose();
            onCreated(project);
          }}
        />
      ) : null}
    </Modal>
  );
};
