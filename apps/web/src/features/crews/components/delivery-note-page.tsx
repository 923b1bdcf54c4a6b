import type { CrewPage } from '@crewhub/shared';
import { Paper, Stack, Stepper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PdfPreview } from '@/components/pdf-preview';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { useDeliveryNotePdf } from '../api/get-delivery-note-pdf';
import { CrewScreen } from './crew-screen';
import { DeliveryNoteSteps } from './delivery-note-steps';
import { SignDeliveryNoteForm } from './sign-delivery-note-form';

const stepOf = ({ deliveryNote: note }: CrewPage) => {
  if (!note.signedAt) return 0;
  if (!note.releasedAt) return 1;
  return note.sentAt ? 3 : 2;
};

const DeliveryNoteView = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const pdf = useDeliveryNotePdf(page.id);
  const signed = page.deliveryNote.signedAt !== null;
  return (
    <Stack gap="md" data-testid="delivery-note">
      <Stepper
        active={stepOf(page)}
        size="xs"
        iconSize={28}
        allowNextStepsSelect={false}
        data-testid="delivery-note-stepper"
      >
        <Stepper.Step label={t('deliveryNote.steps.sign')} />
        <Stepper.Step label={t('deliveryNote.steps.release')} />
        <Stepper.Step label={t('deliveryNote.steps.send')} />
      </Stepper>
      <Paper withBorder p="md">
        <Title order={2} fz="md" mb="sm">
          {signed ? t('deliveryNote.signedPdf') : t('deliveryNote.draftPdf')}
        </Title>
        <QueryState query={pdf} loading={<LoadingBlocks count={1} height={48} />}>
          {(blob) => <PdfPreview blob={blob} title={t('deliveryNote.title')} />}
        </QueryState>
      </Paper>
      {signed ? (
        <DeliveryNoteSteps page={page} pdf={pdf.data} />
      ) : (
        <SignDeliveryNoteForm page={page} />
      )}
    </Stack>
  );
};

/** Delivery note: shown as PDF, signed on site, released, downloaded and mailed. */
export const DeliveryNotePage = ({ id }: { id: number }) => (
  <CrewScreen id={id} leadOnly>
    {(page) => <DeliveryNoteView page={page} />}
  </CrewScreen>
);
