import type { OpenSecurityCheckInput, SecurityCheck } from '@crewhub/shared';
import { Alert, Checkbox, Paper, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomActions } from '@/components/bottom-actions';
import { SignatureField } from '@/components/signature-field';
import { toast } from '@/lib/toasts';
import { useSignSecurityCheck } from '../api/sign-security-check';
import { defaultCheckKeys, startingAnswers, unticked, type Answers } from '../lib/security-answers';
import { SignButton } from '@/components/sign-button';

type FormProps = { crewId: number; opened: OpenSecurityCheckInput; check: SecurityCheck };

/** The crew chief ticks the site checks, adds remarks and signs. */
export const SecurityCheckForm = ({ crewId, opened, check }: FormProps) => {
  const { t } = useTranslation('crews');
  const remarksKey = t('securityCheck.remarks');
  const questions = defaultCheckKeys.map((key) => t(`securityCheck.checks.${key}`));
  const [answers, setAnswers] = useState<Answers>(() =>
    startingAnswers(check.answers, questions, remarksKey),
  );
  const [signature, setSignature] = useState<string | null>(null);
  const [missingSignature, setMissingSignature] = useState(false);
  const sign = useSignSecurityCheck(crewId, opened);
  const open = unticked(answers);

  const onSign = () => {
    if (!signature) {
      setMissingSignature(true);
      return;
    }
    sign.mutate(
      { checkId: check.id, body: { signature, answers } },
      { onSuccess: () => toast.success(t('securityCheck.signed')) },
    );
  };

  return (
    <>
      <Paper withBorder p="md">
        <Stack gap="md" data-testid="security-check-form">
          {Object.entries(answers).map(([question, value]) =>
            typeof value === 'boolean' ? (
              <Checkbox
                key={question}
                size="lg"
                label={question}
                checked={value}
                onChange={(event) =>
                  setAnswers((current) => ({ ...current, [question]: event.currentTarget.checked }))
                }
                styles={{ body: { alignItems: 'center', minHeight: 44 } }}
              />
            ) : (
              <Textarea
                key={question}
                label={question}
                value={value}
                autosize
                minRows={2}
                size="md"
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setAnswers((current) => ({ ...current, [question]: text }));
                }}
              />
            ),
          )}
          <SignatureField
            label={t('securityCheck.signature')}
            onChange={(value) => {
              setSignature(value);
              setMissingSignature(false);
            }}
            error={missingSignature ? t('deliveryNote.required.signature') : null}
          />
        </Stack>
      </Paper>
      <BottomActions
        note={
          open.length > 0 ? (
            <Alert color="yellow" py="xs" icon={<IconAlertTriangle size={18} />}>
              {t('securityCheck.openChecks', { count: open.length })}
            </Alert>
          ) : null
        }
      >
        <SignButton
          label={t('securityCheck.sign')}
          loading={sign.isPending}
          onSign={onSign}
          testId="sign-security-check"
        />
      </BottomActions>
    </>
  );
};
