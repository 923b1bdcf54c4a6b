import { missingRequiredAnswers, type FormPerform } from '@crewhub/shared';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomActions } from '@/components/bottom-actions';
import { SignButton } from '@/components/sign-button';
import { SignatureField } from '@/components/signature-field';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useSaveFormAnswers } from '../api/save-form-answers';
import { AnswerList } from './answer-list';

type ReviewStepProps = {
  perform: FormPerform;
  stepHref: (step: string) => string;
  onBack: (() => void) | undefined;
  /** Opens a question again (a required one the server still misses). */
  onOpen: (questionId: string) => void;
};

const answerIdOf = (field: string | undefined) => field?.match(/^body\.answers\.(\d+)$/)?.[1];

/** All answers at a glance, each with a way back to change it; then sign and submit. */
export const ReviewStep = ({ perform, stepHref, onBack, onOpen }: ReviewStepProps) => {
  const { t } = useTranslation('forms');
  const [signature, setSignature] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const submit = useSaveFormAnswers(perform.id);
  const missing = missingRequiredAnswers(perform.questions, perform.answers);
  const needsSignature = perform.form.requiresSignature;

  const onSubmit = () => {
    setAttempted(true);
    if (missing.length > 0 || (needsSignature && !signature)) return;
    submit.mutate(
      { answers: {}, submit: true, ...(signature ? { signature } : {}) },
      {
        onSuccess: () => toast.success(t('submitted.done')),
        onError: (error) => {
          const first = isApiError(error, 'FORM_INCOMPLETE')
            ? answerIdOf(error.issues[0]?.field)
            : undefined;
          if (first) onOpen(first);
        },
      },
    );
  };

  return (
    <>
      <Stack gap="md" data-testid="review-step">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Title order={3} fz="lg">
            {t('review.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('review.intro')}
          </Text>
        </Paper>
        {attempted && missing.length > 0 ? (
          <Alert color="red" icon={<IconAlertTriangle size={20} />} data-testid="review-missing">
            {t('review.missing', { count: missing.length })}
          </Alert>
        ) : null}
        <AnswerList
          perform={perform}
          editHref={(questionId) => stepHref(String(questionId))}
          missing={attempted ? missing : []}
        />
        {needsSignature ? (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <SignatureField
              label={t('review.signature')}
              onChange={setSignature}
              error={attempted && !signature ? t('review.signatureRequired') : null}
            />
          </Paper>
        ) : null}
      </Stack>
      <BottomActions inlineOnDesktop>
        {onBack ? (
          <Button
            variant="default"
            size="lg"
            leftSection={<IconArrowLeft size={20} />}
            onClick={onBack}
            data-testid="step-back"
          >
            {t('actions.back')}
          </Button>
        ) : null}
        {needsSignature ? (
          <SignButton
            label={t('actions.signAndSubmit')}
            loading={submit.isPending}
            onSign={onSubmit}
            testId="form-submit"
          />
        ) : (
          <Button
            size="lg"
            leftSection={<IconSend size={20} />}
            loading={submit.isPending}
            onClick={onSubmit}
            data-testid="form-submit"
          >
            {t('actions.submit')}
          </Button>
        )}
      </BottomActions>
    </>
  );
};
