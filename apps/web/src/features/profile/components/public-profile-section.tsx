import type { Profile } from '@crewhub/shared';
import { ActionIcon, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconExternalLink, IconWorldShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/copy-text';
import { toast } from '@/lib/toasts';
import { useSetProfileAccess } from '../api/set-profile-access';

/** Switch my public crew page on or off, and share its link while it is on. */
export const PublicProfileSection = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation(['profile', 'common']);
  const access = useSetProfileAccess(profile.personId);
  const href = paths.publicCrewProfile.getHref({ personId: String(profile.personId) });
  const link = `${window.location.origin}${href}`;
  const onCopy = () =>
    copyText(link).then(
      () => toast.success(t('common:success.linkCopied')),
      () => toast.error(t('profile:public.copyFailed')),
    );
  return (
    <SectionCard
      title={t('profile:public.title')}
      icon={IconWorldShare}
      testId="public-profile-access"
    >
      <Stack gap="sm">
        <Switch
          size="md"
          checked={profile.publicProfile}
          disabled={access.isPending}
          onChange={(event) => access.mutate({ publicProfile: event.currentTarget.checked })}
          label={t('profile:public.label')}
          description={t('profile:public.description')}
          data-testid="public-profile-switch"
        />
        {profile.publicProfile ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" truncate="end" style={{ flex: 1, minWidth: 0 }}>
              {link}
            </Text>
            <Tooltip label={t('profile:public.copy')}>
              <ActionIcon
                variant="light"
                size="lg"
                onClick={() => void onCopy()}
                aria-label={t('profile:public.copy')}
                data-testid="public-profile-copy"
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('profile:public.open')}>
              <ActionIcon
                component="a"
                href={href}
                target="_blank"
                rel="noopener"
                variant="light"
                size="lg"
                aria-label={t('profile:public.open')}
              >
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Stack>
    </SectionCard>
  );
};
