import type { Project } from '@crewhub/shared';
import { Button, Menu } from '@mantine/core';
import {
  IconBrandGoogle,
  IconBrandWhatsapp,
  IconCalendarShare,
  IconLink,
  IconShare,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarLinkQueryOptions, useCalendarLink } from '../api/get-calendar-link';
import { CalendarInvitationModal } from './calendar-invitation-modal';
import { copyAppLink } from '../lib/copy-link';
import { whatsAppLink } from '../lib/share-event';

/**
 * Calendar sharing: iCal link, Google Calendar link, an invitation by e-mail (planners) and
 * WhatsApp.
 */
export const ProjectShareMenu = ({
  project,
  canInvite,
}: {
  project: Project;
  canInvite: boolean;
}) => {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const link = useCalendarLink(project.number, true);
  const feed = link.data?.icsUrl ?? null;
  const google = link.data?.googleCalendarUrl ?? null;
  const [inviting, setInviting] = useState(false);

  const copyFeed = () =>
    copyAppLink(
      async () => (await queryClient.fetchQuery(calendarLinkQueryOptions(project.number))).icsUrl,
    );

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconShare size={16} />}
            data-testid="project-share-button"
          >
            {t('share.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconLink size={16} />}
            onClick={() => void copyFeed()}
            data-testid="share-ical"
          >
            {t('share.ical')}
          </Menu.Item>
          <Menu.Item
            component="a"
            href={google ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            disabled={!google}
            leftSection={<IconBrandGoogle size={16} />}
            data-testid="share-google"
          >
            {t('share.google')}
          </Menu.Item>
          {canInvite ? (
            <Menu.Item
              leftSection={<IconCalendarShare size={16} />}
              onClick={() => setInviting(true)}
              data-testid="share-invitation"
            >
              {t('share.invitation')}
            </Menu.Item>
          ) : null}
          <Menu.Item
            component="a"
            href={whatsAppLink(project, feed)}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconBrandWhatsapp size={16} />}
            data-testid="share-whatsapp"
          >
            {t('share.whatsApp')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {inviting ? (
        <CalendarInvitationModal number={project.number} onClose={() => setInviting(false)} />
      ) : null}
    </>
  );
};
