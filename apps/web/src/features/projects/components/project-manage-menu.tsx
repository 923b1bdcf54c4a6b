import type { Project } from '@crewhub/shared';
import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconDots, IconKey, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { toast } from '@/lib/toasts';
import { useUpdateProject } from '../api/update-project';
import { GuestAccessModal } from './guest-access-modal';

/** A planner's project actions beyond editing: guest access and closing or reopening. */
export const ProjectManageMenu = ({ project }: { project: Project }) => {
  const { t } = useTranslation('projects');
  const [guestOpen, guest] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const update = useUpdateProject(project.number);
  const setClosed = (closed: boolean) =>
    update.mutate(
      { closed },
      {
        onSuccess: () => {
          toast.success(closed ? t('manage.closedDone') : t('manage.reopenedDone'));
          confirm.close();
        },
      },
    );
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDots size={16} />}
            data-testid="project-manage-button"
          >
            {t('manage.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={guest.open}
            data-testid="project-guest-access"
          >
            {t('guest.action')}
          </Menu.Item>
          {project.closed ? (
            <Menu.Item
              leftSection={<IconRestore size={16} />}
              onClick={() => setClosed(false)}
              data-testid="project-reopen"
            >
              {t('manage.reopen')}
            </Menu.Item>
          ) : (
            <Menu.Item
              color="red"
              leftSection={<IconArchive size={16} />}
              onClick={confirm.open}
              data-testid="project-close"
            >
              {t('manage.close')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={confirming}
        title={t('manage.closeTitle')}
        message={t('manage.closeMessage', { name: project.name })}
        confirmLabel={t('manage.close')}
        onConfirm={() => setClosed(true)}
        onCancel={confirm.close}
        loading={update.isPending}
        danger
      />
      {guestOpen ? <GuestAccessModal number={project.number} onClose={guest.close} /> : null}
    </>
  );
};
