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
// The date picker's month and weekday names come from dayjs: one locale per UI language
// (English is built in), so a Dutch reader sees "november", not "November".
import 'dayjs/locale/cy';
import 'dayjs/locale/de';
import 'dayjs/locale/de-at';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedDay } from '../lib/typed-day';

type AnswerInputProps = {
  question: FormQuestion;
  value: FormAnswerValue;
  onChange: (value: FormAnswerValue) => void;
  error: string | null;
};

type FieldProps = {
  label: string;
  description: string | null;
  withAsterisk: boolean;
  error: string | null;
  size: 'md';
  'data-testid': string;
};

const text = (value: FormAnswerValue) => (typeof value === 'string' ? value : '');
const yesNo = (value: FormAnswerValue) => (value === true ? 'yes' : value === false ? 'no' : '');

/** The decimal separator the reader's language writes, shown in the input. */
const decimalSeparatorOf = (language: string) =>
  new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
    ?.value ?? '.';

/**
 * A number as typed: the input keeps its own text, as "2," or "2.50" are no number yet and would
 * otherwise be cleared while typing. Phones' decimal keys give ',' or '.' by their own language,
 * so both are taken.
 */
const NumberAnswer = ({
  field,
  value,
  onChange,
}: {
  field: FieldProps;
  value: FormAnswerValue;
  onChange: (value: FormAnswerValue) => void;
}) => {
  const { i18n } = useTranslation();
  const [typed, setTyped] = useState<number | string>(typeof value === 'number' ? value : '');
  return (
    <NumberInput
      {...field}
      value={typed}
      inputMode="decimal"
      decimalSeparator={decimalSeparatorOf(i18n.language)}
      allowedDecimalSeparators={['.', ',']}
      onChange={(next) => {
        setTyped(next);
        onChange(next === '' ? null : Number(next));
      }}
    />
  );
};

/** The input that fits the question's type, big enough for a thumb. */
export const AnswerInput = ({ question, value, onChange, error }: AnswerInputProps) => {
  const { t, i18n } = useTranslation('forms');
  const field: FieldProps = {
    label: question.label,
    description: question.help,
    withAsterisk: question.required,
    error,
    size: 'md',
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
      return <NumberAnswer field={field} value={value} onChange={onChange} />;
    case 'date':
      return (
        <DateInput
          {...field}
          value={typeof value === 'string' ? value : null}
          valueFormat="DD-MM-YYYY"
          locale={i18n.language}
          dateParser={parseTypedDay}
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
