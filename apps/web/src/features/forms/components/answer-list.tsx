import { askableQuestions, isAnswered, type FormPerform } from '@crewhub/shared';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';

type AnswerListProps = {
  perform: FormPerform;
  /** Where to change an answer; read-only without. */
  editHref?: (questionId: number) => string;
  /** Required questions still without an answer, marked in red. */
  missing?: number[];
};

/** Each question with its answer: the review before submitting and the submitted form. */
export const AnswerList = ({ perform, editHref, missing = [] }: AnswerListProps) => {
  const { t } = useTranslation('forms');
  const format = useFormat();
  const answerText = (questionId: number, type: string) => {
    const value = perform.answers[String(questionId)];
    if (!isAnswered(value)) return null;
    if (typeof value === 'boolean') return value ? t('question.yes') : t('question.no');
    if (typeof value === 'number') return new Intl.NumberFormat(format.language).format(value);
    if (Array.isArray(value)) return value.join(', ');
    return type === 'date' ? format.day(value, 'long') : value;
  };
  return (
    <Stack gap="sm" data-testid="answer-list">
      {askableQuestions(perform.questions).map((question) => {
        const answer = answerText(question.id, question.type);
        const isMissing = missing.includes(question.id);
        return (
          <Paper
            key={question.id}
            withBorder
            p="md"
            style={isMissing ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
            data-testid={`answer-${question.id}`}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={4} miw={0}>
                <Text fw={600} size="sm">
                  {question.label}
                </Text>
                <Text
                  c={answer ? undefined : isMissing ? 'red' : 'dimmed'}
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {answer ?? (isMissing ? t('review.required') : t('review.notAnswered'))}
                </Text>
              </Stack>
              {editHref ? (
                <Anchor
                  component={Link}
                  to={editHref(question.id)}
                  fw={600}
                  py={4}
                  aria-label={t('actions.editAnswer', { label: question.label })}
                >
                  {t('actions.edit')}
                </Anchor>
              ) : null}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
};
