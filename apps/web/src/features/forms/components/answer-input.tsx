import '@mantine/dates/styles.css';
import type { FormAnswerValue, FormQuestion } from '@crewhub/shared';
import {
  Checkbox,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

type AnswerInputProps = {
  question: FormQuestion;
  value: FormAnswerValue;
  onChange: (value: FormAnswerValue) => void;
  error: string | null;
};

const text = (value: FormAnswerValue) => (typeof value === 'string' ? value : '');
const yesNo = (value: FormAnswerValue) => (value === true ? 'yes' : value === false ? 'no' : '');

/** The input that fits the question's type, big enough for a thumb. */
export const AnswerInput = ({ question, value, onChange, error }: AnswerInputProps) => {
  const { t } = useTranslation('forms');
  const field = {
    label: question.label,
    description: question.help,
    withAsterisk: question.required,
    error,
    size: 'md' as const,
    'data-testid': 'answer-input',
  };
  switch (question.type) {
    case 'text':
      return (
        <TextInput
          {...field}
          value={text(value)}
          placeholder={t('question.placeholder')}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...field}
          value={text(value)}
          placeholder={t('question.placeholder')}
          autosize
          minRows={4}
          maxRows={12}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...field}
          value={typeof value === 'number' ? value : ''}
          inputMode="decimal"
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      );
    case 'date':
      return (
        <DateInput
          {...field}
          value={typeof value === 'string' ? value : null}
          valueFormat="DD-MM-YYYY"
          placeholder={t('question.pickDate')}
          clearable
          onChange={(next) => onChange(next)}
        />
      );
    case 'yes_no':
      return (
        <Input.Wrapper {...field}>
          <SegmentedControl
            fullWidth
            size="md"
            mt={6}
            value={yesNo(value)}
            onChange={(next) => onChange(next === 'yes')}
            data={[
              { value: 'yes', label: t('question.yes') },
              { value: 'no', label: t('question.no') },
            ]}
          />
        </Input.Wrapper>
      );
    case 'choice':
      return (
        <Radio.Group {...field} value={text(value) || null} onChange={onChange}>
          <Stack gap="md" mt="sm">
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} size="md" />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multi_choice':
      return (
        <Checkbox.Group {...field} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap="md" mt="sm">
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'info':
      return null;
  }
};
