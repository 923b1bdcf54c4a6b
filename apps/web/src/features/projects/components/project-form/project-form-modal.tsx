import type { Project } from '@crewhub/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts';
import { useRight } from '@/lib/use-right';
import { ProjectForm } from './project-form';

type ProjectFormModalProps = {
  opened: boolean;
  /** The project to edit; without it a new project is created. */
  project?: Project;
  onClose: () => void;
  onSaved?: (project: Project) => void;
};

/** Mounted only while open, so every opening starts from the saved (or empty) project. */
export const ProjectFormModal = ({ opened, project, onClose, onSaved }: ProjectFormModalProps) => {
  const { t } = useTranslation('projects');
  const canPickState = useRight('projects', 'EDIT');
  const editing = project !== undefined;
  return opened ? (
    <ProjectForm
      project={project}
      canPickState={canPickState}
      onCancel={onClose}
      onSaved={(saved) => {
        toast.success(editing ? t('edit.saved') : t('create.created', { number: saved.number }));
        onClose();
        onSaved?.(saved);
      }}
    />
  ) : null;
};
