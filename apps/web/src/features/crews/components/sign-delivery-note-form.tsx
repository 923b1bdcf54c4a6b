import { signDeliveryNoteInputSchema, type CrewPage } from '@crewhub/shared';
import { Input, Paper, Rating, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomActions } from '@/components/bottom-actions';
import { SignatureField } from '@/components/signature-field';
import { toast } from '@/lib/toasts';
import { useSignDeliveryNote } from '../api/sign-delivery-note';
import { SignButton } from '@/components/sign-button';

type Problems = Partial<Record<'signerName' | 'rating' | 'signature', string>>;

/** The contact on site signs on the crew chief's phone: name, rating, comment, signature. */
export const SignDeliveryNoteForm = ({ page }: { page: CrewPage }) => {
  const { t } = useTranslation('crews');
  const sign = useSignDeliveryNote(page.id);
  const [signerName, setSignerName] = useState(page.contactOnSite?.name ?? '');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});

  const onSign = () => {
    const input = {
      signature: signature ?? '',
      signerName,
      rating,
      comment: comment.trim() || null,
    };
    const parsed = signDeliveryNoteInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Problems;
        if (field in { signerName: 1, rating: 1, signature: 1 })
          found[field] = t(`deliveryNote.required.${field}`);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    sign.mutate(parsed.data, { onSuccess: () => toast.success(t('deliveryNote.signed')) });
  };

  return (
    <>
      <Paper withBorder p="md">
        <Stack gap="md" data-testid="delivery-note-sign-form">
          <TextInput
            label={t('deliveryNote.signerName')}
            value={signerName}
            onChange={(event) => setSignerName(event.currentTarget.value)}
            error={problems.signerName}
            required
            data-testid="signer-name"
          />
          <Input.Wrapper
            label={t('deliveryNote.rating')}
            error={problems.rating}
            required
            size="md"
          >
            <Rating
              value={rating}
              onChange={setRating}
              size="xl"
              mt={4}
              data-testid="delivery-note-rating"
            />
          </Input.Wrapper>
          <Textarea
            label={t('deliveryNote.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={2}
            size="md"
            data-testid="delivery-note-comment"
          />
          <SignatureField
            label={t('deliveryNote.signature')}
            onChange={setSignature}
            error={problems.signature}
          />
        </Stack>
      </Paper>
      <BottomActions>
        <SignButton
          label={t('deliveryNote.sign')}
          loading={sign.isPending}
          onSign={onSign}
          testId="sign-delivery-note"
        />
      </BottomActions>
    </>
  );
};
