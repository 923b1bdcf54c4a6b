import {
  checkAnswer,
  isAnswered,
  type FormAnswerValue,
  type FormPerform,
  type FormQuestion,
} from '@crewhub/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomActions } from '@/components/bottom-actions';
import { useSaveFormAnswers } from '../api/save-form-answers';
import { AnswerInput } from './answer-input';

type QuestionStepProps = {
  perform: FormPerform;
  question: FormQuestion;
  /** Moves to another step; undefined where there is none (Back on the first question). */
  onBack: (() => void) | undefined;
  onNext: () => void;
};

const InfoText = ({ question }: { question: FormQuestion }) => {
  const { t } = useTranslation('forms');
  return (
    <Stack gap="sm" data-testid="info-step">
      <Title order={3} fz="lg">
        {question.label}
      </Title>
      {question.help ? <Text style={{ whiteSpace: 'pre-wrap' }}>{question.help}</Text> : null}
      {question.attachment ? (
        <Stack gap={4}>
          <Button
            component="a"
            href={question.attachment.url}
            target="_blank"
            rel="noopener"
            variant="light"
            size="md"
            leftSection={<IconFileText size={20} />}
            data-testid="question-attachment"
          >
            {t('actions.openAttachment')}
          </Button>
          <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {question.attachment.filename}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
};

/**
 * One question: the answer is checked here with the server's rules and saved when the person
 * moves on, so nothing is lost when they stop half way.
 */
export const QuestionStep = ({ perform, question, onBack, onNext }: QuestionStepProps) => {
  const { t } = useTranslation('forms');
  const saved = perform.answers[String(question.id)] ?? null;
  const [draft, setDraft] = useState<FormAnswerValue>(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveFormAnswers(perform.id);

  const leave = (move: () => void, needsAnswer: boolean) => {
    if (question.type === 'info') return move();
    const check = checkAnswer(question, draft);
    if (!check.ok) return setError(t(`invalid.${check.reason}`));
    if (needsAnswer && question.required && !isAnswered(check.value)) {
      return setError(t('invalid.required'));
    }
    if (JSON.stringify(check.value) === JSON.stringify(saved)) return move();
    save.mutate({ answers: { [question.id]: check.value } }, { onSuccess: move });
  };

  return (
    <>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid={`step-${question.id}`}>
        {question.type === 'info' ? (
          <InfoText question={question} />
        ) : (
          <AnswerInput
            question={question}
            value={draft}
            error={error}
            onChange={(value) => {
              setDraft(value);
              setError(null);
            }}
          />
        )}
      </Paper>
      <BottomActions inlineOnDesktop>
        <Group grow gap="sm">
          <Button
            size="lg"
            variant="default"
            leftSection={<IconArrowLeft size={20} />}
            disabled={!onBack || save.isPending}
            onClick={() => onBack && leave(onBack, false)}
            data-testid="step-back"
          >
            {t('actions.back')}
          </Button>
          <Button
            size="lg"
            rightSection={<IconArrowRight size={20} />}
            loading={save.isPending}
            onClick={() => leave(onNext, true)}
            data-testid="step-next"
          >
            {t('actions.next')}
          </Button>
        </Group>
      </BottomActions>
    </>
  );
};
