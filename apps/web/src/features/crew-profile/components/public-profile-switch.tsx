import type { CrewProfile } from '@crewhub/shared';
import { ActionIcon, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/copy-text';
import { toast } from '@/lib/toasts';
import { useSetProfileAccess } from '../api/set-profile-access';

/** On my own profile: switch the public page on or off, and share its link while it is on. */
export const PublicProfileSwitch = ({ profile }: { profile: CrewProfile }) => {
  const { t } = useTranslation(['crew-profile', 'common']);
  const access = useSetProfileAccess(profile.personId);
  const href = paths.publicCrewProfile.getHref({ personId: String(profile.personId) });
  const link = `${window.location.origin}${href}`;
  const onCopy = () =>
    copyText(link).then(
      () => toast.success(t('common:success.linkCopied')),
      () => toast.error(t('crew-profile:public.copyFailed')),
    );
  return (
    <Paper withBorder p="md" data-testid="public-profile-access">
      <Stack gap="sm">
        <Switch
          size="md"
          checked={profile.publicProfile}
          disabled={access.isPending}
          onChange={(event) => access.mutate({ publicProfile: event.currentTarget.checked })}
          label={t('crew-profile:public.label')}
          description={t('crew-profile:public.description')}
          data-testid="public-profile-switch"
        />
        {profile.publicProfile ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" truncate="end" style={{ flex: 1, minWidth: 0 }}>
              {link}
            </Text>
            <Tooltip label={t('crew-profile:public.copy')}>
              <ActionIcon
                variant="light"
                size="lg"
                onClick={() => void onCopy()}
                aria-label={t('crew-profile:public.copy')}
                data-testid="public-profile-copy"
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('crew-profile:public.open')}>
              <ActionIcon
                component="a"
                href={href}
                target="_blank"
                rel="noopener"
                variant="light"
                size="lg"
                aria-label={t('crew-profile:public.open')}
              >
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
};
