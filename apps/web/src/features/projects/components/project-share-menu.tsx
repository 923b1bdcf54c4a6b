import type { Project } from '@crewhub/shared';
import { Button, Menu } from '@mantine/core';
import { IconBrandGoogle, IconBrandWhatsapp, IconLink, IconShare } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarLinkQueryOptions, useCalendarLink } from '../api/get-calendar-link';
import { copyAppLink } from '../lib/copy-link';
import { whatsAppLink } from '../lib/share-event';

/** Calendar sharing: iCal link, Google Calendar invitation and WhatsApp. */
export const ProjectShareMenu = ({ project }: { project: Project }) => {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const link = useCalendarLink(project.number, true);
  const feed = link.data?.icsUrl ?? null;
  const google = link.data?.googleCalendarUrl ?? null;

  const copyFeed = () =>
    copyAppLink(
      async () => (await queryClient.fetchQuery(calendarLinkQueryOptions(project.number))).icsUrl,
    );

  return (
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
  );
};
