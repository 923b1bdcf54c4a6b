import type { FormPerform } from '@crewhub/shared';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { reviewStep, stepIds } from '../lib/wizard-steps';
import { FormHeader } from './form-header';
import { QuestionStep } from './question-step';
import { ReviewStep } from './review-step';

type FormWizardProps = { perform: FormPerform; step: string };

/** One question per step (its id in the URL), a progress bar, Back and Next, then the review. */
export const FormWizard = ({ perform, step }: FormWizardProps) => {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const steps = stepIds(perform);
  const index = steps.indexOf(step);
  const stepHref = (target: string) =>
    paths.form.getHref({ id: String(perform.id), name: perform.slug, questionId: target });
  const moveTo = (offset: number) => {
    const target = steps[index + offset];
    return target ? () => void navigate(stepHref(target)) : undefined;
  };
  const question = perform.questions[index];
  const { answered, total } = perform.progress;

  return (
    <Stack gap="md" data-testid="form-wizard">
      <FormHeader perform={perform}>
        <Progress
          value={((index + 1) / steps.length) * 100}
          size="lg"
          radius="xl"
          aria-label={t('progress.label')}
          data-testid="form-progress"
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {step === reviewStep
              ? t('progress.review')
              : t('progress.step', { current: index + 1, total: perform.questions.length })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('progress.answered', { answered, total })}
          </Text>
        </Group>
      </FormHeader>
      {question ? (
        <QuestionStep
          key={question.id}
          perform={perform}
          question={question}
          onBack={moveTo(-1)}
          onNext={moveTo(1)!}
        />
      ) : (
        <ReviewStep
          perform={perform}
          stepHref={stepHref}
          onBack={moveTo(-1)}
          onOpen={(questionId) => void navigate(stepHref(questionId))}
        />
      )}
    </Stack>
  );
};
