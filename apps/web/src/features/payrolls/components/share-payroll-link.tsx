import { Alert, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconLink, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/copy-text';
import { errorText } from '@/lib/error-text';
import { useFormat } from '@/lib/format';
import { useRight } from '@/lib/use-right';
import { toast } from '@/lib/toasts';
import { useCreatePayrollLink } from '../api/create-payroll-link';

/**
 * The office shares a person's payrolls with someone who has no login: the new link is shown
 * once (only its hash is stored) to copy into a message, or mailed to the person's own address.
 */
export const SharePayrollLink = ({ number }: { number: string }) => {
  const { t } = useTranslation(['payrolls', 'common']);
  const format = useFormat();
  const canShare = useRight('payrolls', 'EDIT', 'ALL');
  const create = useCreatePayrollLink(number);
  const [closed, setClosed] = useState(false);
  if (!canShare) return null;
  const link = closed ? undefined : create.data;
  const url = link ? new URL(link.path, window.location.origin).href : '';

  const copy = async () => {
    try {
      await copyText(url);
      toast.success(t('common:success.linkCopied'));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const share = (sendMail: boolean) => {
    setClosed(false);
    create.mutate(
      { sendMail },
      {
        onSuccess: ({ mailedTo }) => {
          if (!sendMail) return;
          if (mailedTo) toast.success(t('share.mailed', { address: mailedTo }));
          else toast.error(t('share.notMailed'));
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  if (!link) {
    return (
      <Group grow mt="xs" gap="xs">
        <Button
          variant="subtle"
          size="md"
          leftSection={<IconLink size={18} />}
          loading={create.isPending && create.variables.sendMail === false}
          disabled={create.isPending}
          onClick={() => share(false)}
          data-testid="share-payroll-link"
        >
          {t('share.action')}
        </Button>
        <Button
          variant="subtle"
          size="md"
          leftSection={<IconMail size={18} />}
          loading={create.isPending && create.variables.sendMail === true}
          disabled={create.isPending}
          onClick={() => share(true)}
          data-testid="mail-payroll-link"
        >
          {t('share.mail')}
        </Button>
      </Group>
    );
  }
  return (
    <Alert color="teal" icon={<IconLink size={18} />} title={t('share.title')} mt="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            {t('share.once', { date: format.day(link.expiresAt.slice(0, 10), 'long') })}
          </Text>
          <CloseButton aria-label={t('share.close')} onClick={() => setClosed(true)} />
        </Group>
        <TextInput
          label={t('share.label')}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="payroll-link-url"
        />
        <Button leftSection={<IconCopy size={16} />} onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      </Stack>
    </Alert>
  );
};
