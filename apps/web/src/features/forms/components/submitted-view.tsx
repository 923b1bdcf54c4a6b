import type { FormPerform } from '@crewhub/shared';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconDownload, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useDownloadFormPdf } from '../api/download-form-pdf';
import { useSendForm } from '../api/send-form';
import { AnswerList } from './answer-list';
import { FormHeader } from './form-header';

/** A handed-in form: read only, with its PDF to download or send to the office. */
export const SubmittedView = ({ perform }: { perform: FormPerform }) => {
  const { t } = useTranslation('forms');
  const format = useFormat();
  const download = useDownloadFormPdf(perform.id);
  const send = useSendForm(perform.id);
  // The server mails a form once; a 409 means it went before (another tab, an earlier visit).
  const [sent, setSent] = useState(false);
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: ({ to }) => {
        setSent(true);
        toast.success(t('submitted.sent', { to: to.join(', ') }));
      },
      onError: (error) => {
        if (isApiError(error, 'FORM_ALREADY_SENT')) setSent(true);
        else toast.error(errorText(error));
      },
    });
  return (
    <Stack gap="md" data-testid="form-submitted">
      <FormHeader perform={perform}>
        <Alert color="green" icon={<IconCircleCheck size={20} />} p="sm">
          {perform.submittedAt
            ? t(perform.signed ? 'submitted.signedOn' : 'submitted.on', {
                date: format.moment(perform.submittedAt),
              })
            : null}
        </Alert>
      </FormHeader>
      <Text fw={600}>{t('submitted.answers')}</Text>
      <AnswerList perform={perform} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          size="md"
          leftSection={<IconDownload size={18} />}
          loading={download.isPending}
          onClick={() => download.mutate(`${perform.slug}.pdf`)}
          data-testid="form-download"
        >
          {t('actions.download')}
        </Button>
        {sent ? (
          <Button
            size="md"
            variant="default"
            leftSection={<IconCheck size={18} />}
            disabled
            data-testid="form-sent"
          >
            {t('submitted.sentToOffice')}
          </Button>
        ) : (
          <Button
            size="md"
            variant="default"
            leftSection={<IconMailForward size={18} />}
            loading={send.isPending}
            onClick={onSend}
            data-testid="form-send"
          >
            {t('actions.send')}
          </Button>
        )}
      </SimpleGrid>
    </Stack>
  );
};
