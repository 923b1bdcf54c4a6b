import type { FormAnswerValue, FormQuestion } from '@crewhub/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { AnswerInput } from './answer-input';

const question = (type: FormQuestion['type']): FormQuestion => ({
  id: 20,
  position: 1,
  type,
  label: 'Your answer',
  help: null,
  required: false,
  options: [],
  attachment: null,
});

/** Renders the input for a question of this type; the answers it gives, last one last. */
const renderInput = (type: FormQuestion['type']) => {
  const given: FormAnswerValue[] = [];
  const Harness = () => {
    const [value, setValue] = useState<FormAnswerValue>(null);
    return (
      <AnswerInput
        question={question(type)}
        value={value}
        error={null}
        onChange={(next) => {
          given.push(next);
          setValue(next);
        }}
      />
    );
  };
  renderWithProviders(<Harness />);
  return { given, input: screen.getByRole<HTMLInputElement>('textbox') };
};

beforeAll(loadTexts);
afterEach(() => i18n.changeLanguage('en'));

describe('AnswerInput', () => {
  it.each([
    ['03-04-2026', '2026-04-03', '03-04-2026'],
    ['25-12-2026', '2026-12-25', '25-12-2026'],
  ])('reads the typed date %s day first', async (typed, day, shown) => {
    const user = userEvent.setup();
    const { given, input } = renderInput('date');
    await user.type(input, typed);
    await user.tab();
    expect(given.at(-1)).toBe(day);
    expect(input.value).toBe(shown);
  });

  it('keeps the last date when a typed one does not exist', async () => {
    const user = userEvent.setup();
    const { given, input } = renderInput('date');
    await user.type(input, '31-02-2026');
    await user.tab();
    expect(given).toEqual([]);
    expect(input.value).toBe('');
  });

  it.each(['2,5', '2.5'])('reads %s as two and a half', async (typed) => {
    const user = userEvent.setup();
    const { given, input } = renderInput('number');
    await user.type(input, typed);
    expect(given.at(-1)).toBe(2.5);
    expect(input.value).toBe('2.5');
  });

  it("shows the decimal separator of the reader's language", async () => {
    await i18n.changeLanguage('nl');
    const user = userEvent.setup();
    const { given, input } = renderInput('number');
    await user.type(input, '1.75');
    expect(given.at(-1)).toBe(1.75);
    expect(input.value).toBe('1,75');
  });
});
