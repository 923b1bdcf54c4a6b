import type { CalendarSubscriptionLink } from '@crewhub/shared';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconBrandGoogle, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/copy-text';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';

type FeedLinkPanelProps = { link: CalendarSubscriptionLink; onClose: () => void };

/** A feed's secret link, just made or renewed: the only moment it can be copied. */
export const FeedLinkPanel = ({ link, onClose }: FeedLinkPanelProps) => {
  const { t } = useTranslation(['calendar-subscriptions', 'common']);

  const copy = async () => {
    try {
      await copyText(link.feedUrl);
      toast.success(t('common:success.linkCopied'));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <Alert
      color="teal"
      icon={<IconKey size={18} />}
      title={t('link.title', { name: link.subscription.name })}
      data-testid="feed-link-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">{t('link.once')}</Text>
          <CloseButton aria-label={t('link.close')} onClick={onClose} />
        </Group>
        <TextInput
          label={t('link.label')}
          value={link.feedUrl}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="feed-url"
        />
        {/* One under the other on phones, so the long Google label is never cut. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            leftSection={<IconCopy size={16} />}
            onClick={() => void copy()}
            data-testid="copy-feed-link"
          >
            {t('actions.copy')}
          </Button>
          <Button
            component="a"
            href={link.googleCalendarUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconBrandGoogle size={16} />}
            data-testid="google-calendar-link"
          >
            {t('actions.google')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Alert>
  );
};
