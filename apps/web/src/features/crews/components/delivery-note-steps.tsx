import type { CrewPage } from '@crewhub/shared';
import { Button, Paper, Rating, Stack, Text } from '@mantine/core';
import { IconDownload, IconMailForward, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BottomActions } from '@/components/bottom-actions';
import { saveBlob, saveUrl } from '@/lib/download';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useReleaseDeliveryNote } from '../api/release-delivery-note';
import { useSendDeliveryNote } from '../api/send-delivery-note';

type StepsProps = { page: CrewPage; pdf: Blob | undefined };

const SignedSummary = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const format = useFormat();
  const note = page.deliveryNote;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" data-testid="delivery-note-signed">
        <Text>
          {t('deliveryNote.signedBy', {
            name: note.signerName ?? '',
            time: note.signedAt ? format.moment(note.signedAt) : '',
          })}
        </Text>
        {note.rating ? <Rating value={note.rating} readOnly size="lg" /> : null}
        {note.comment ? (
          <Text c="dimmed" fs="italic">
            “{note.comment}”
          </Text>
        ) : null}
        {note.sentAt ? (
          <Text c="teal" data-testid="delivery-note-sent">
            {t('deliveryNote.sentAt', { time: format.moment(note.sentAt) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};

/** After signing: release (downloaded: true), download the signed PDF, send it by mail. */
export const DeliveryNoteSteps = ({ page, pdf }: StepsProps) => {
  const { t } = useTranslation(['crews', 'common']);
  const note = page.deliveryNote;
  const release = useReleaseDeliveryNote(page.id);
  const send = useSendDeliveryNote(page.id);
  const fileName = `delivery-note-${page.project.number}-${page.date}.pdf`;
  // The signed copy goes to the contact on site; without an address there is nobody to send to.
  const canSend = Boolean(page.contactOnSite?.email);

  const download = () => {
    if (note.signedFileUrl) saveUrl(note.signedFileUrl, fileName);
    else if (pdf) saveBlob(pdf, fileName);
    toast.success(t('common:success.downloaded'));
  };
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: ({ to }) => toast.success(t('crews:deliveryNote.sent', { to: to.join(', ') })),
    });

  return (
    <>
      <SignedSummary page={page} />
      {note.releasedAt ? (
        <BottomActions
          note={
            canSend ? null : (
              <Text size="sm" c="dimmed">
                {t('common:errors.CONTACT_EMAIL_MISSING')}
              </Text>
            )
          }
        >
          <Button
            size="md"
            leftSection={<IconDownload size={20} />}
            onClick={download}
            data-testid="download-delivery-note"
          >
            {t('crews:deliveryNote.download')}
          </Button>
          <Button
            size="md"
            variant="light"
            leftSection={<IconMailForward size={20} />}
            loading={send.isPending}
            disabled={!canSend}
            onClick={onSend}
            data-testid="send-delivery-note"
          >
            {t('crews:deliveryNote.send')}
          </Button>
        </BottomActions>
      ) : (
        <BottomActions>
          <Button
            size="lg"
            leftSection={<IconSend size={20} />}
            loading={release.isPending}
            onClick={() =>
              release.mutate(undefined, {
                onSuccess: () => toast.success(t('crews:deliveryNote.released')),
              })
            }
            data-testid="release-delivery-note"
          >
            {t('crews:deliveryNote.release')}
          </Button>
        </BottomActions>
      )}
    </>
  );
};
