import { signDocumentInputSchema, type DocumentSignatory } from '@crewhub/shared';
import { Input, Rating, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomActions } from '@/components/bottom-actions';
import { SectionCard } from '@/components/section-card';
import { SignatureField } from '@/components/signature-field';
import { toast } from '@/lib/toasts';
import { useSignSignatory } from '../api/sign-signatory';
import { SignButton } from '@/components/sign-button';

type SignDocumentFormProps = { documentId: number; signatory: DocumentSignatory };

/** Draw once to sign all of my open signatures; the rating is optional. */
export const SignDocumentForm = ({ documentId, signatory }: SignDocumentFormProps) => {
  const { t } = useTranslation('documents');
  const sign = useSignSignatory(documentId);
  const [signature, setSignature] = useState<string | null>(null);
  const [rating, setRating] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const open = signatory.signatures.filter((each) => !each.signed).length;

  const onSign = () => {
    const parsed = signDocumentInputSchema.safeParse({
      signature: signature ?? '',
      rating: rating > 0 ? rating : null,
    });
    if (!parsed.success) {
      setProblem(t('sign.required'));
      return;
    }
    setProblem(null);
    sign.mutate(
      { signatoryId: signatory.id, input: parsed.data },
      { onSuccess: () => toast.success(t('sign.done')) },
    );
  };

  return (
    <>
      <SectionCard title={t('sign.title')} icon={IconSignature} color="blue" testId="sign-document">
        <Stack gap="md">
          <Text size="sm">
            {open > 1 ? t('sign.introSeveral', { count: open }) : t('sign.intro')}
          </Text>
          <SignatureField
            label={t('sign.signature')}
            onChange={setSignature}
            error={problem}
            disabled={sign.isPending}
          />
          <Input.Wrapper label={t('sign.rating')} size="md">
            <Rating
              value={rating}
              onChange={setRating}
              size="xl"
              mt={4}
              data-testid="document-rating"
            />
          </Input.Wrapper>
        </Stack>
      </SectionCard>
      <BottomActions inlineOnDesktop>
        <SignButton
          label={t('sign.submit')}
          loading={sign.isPending}
          onSign={onSign}
          testId="sign-document-submit"
        />
      </BottomActions>
    </>
  );
};
