import type { Project } from '@crewhub/shared';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
import { useIsPhone } from '@/lib/use-is-phone';
import { useRight } from '@/lib/use-right';
import { ProjectForm } from './project-form';

type ProjectFormModalProps = {
  opened: boolean;
  /** The project to edit; without it a new project is created. */
  project?: Project;
  onClose: () => void;
  onSaved?: (project: Project) => void;
};

/** Full screen on phones, where a long form needs all the room. */
export const ProjectFormModal = ({ opened, project, onClose, onSaved }: ProjectFormModalProps) => {
  const { t } = useTranslation('projects');
  const phone = useIsPhone();
  const canPickState = useRight('projects', 'EDIT');
  const editing = project !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('edit.title') : t('create.title')}
      fullScreen={phone}
      size="xl"
      data-testid={editing ? 'edit-project-modal' : 'create-project-modal'}
    >
      {/* Mounted only while open, so every opening starts from the saved (or empty) project. */}
      {opened ? (
        <ProjectForm
          project={project}
          canPickState={canPickState}
          onCancel={onClose}
          onSaved={(saved) => {
            toast.success(
              editing ? t('edit.saved') : t('create.created', { number: saved.number }),
            );
            onClose();
            onSaved?.(saved);
          }}
        />
      ) : null}
    </Modal>
  );
};
