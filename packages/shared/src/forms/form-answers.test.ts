import { describe, expect, it } from 'vitest';
import {
  canSubmitForm,
  checkAnswer,
  formProgress,
  formSlug,
  mergeAnswers,
  missingRequiredAnswers,
  type AnswerableQuestion,
  type AnswerCheck,
} from './form-answers';
import type { FormAnswerValue, FormQuestionType } from './form.schema';

const question = (
  type: FormQuestionType,
  values: Partial<AnswerableQuestion> = {},
): AnswerableQuestion => ({ id: 1, type, required: false, options: null, ...values });

const sizes = ['S', 'M', 'L'];
const days = ['Mon', 'Tue', 'Wed'];

describe('checkAnswer', () => {
  it.each<[FormQuestionType, FormAnswerValue, AnswerCheck]>([
    ['text', '  Anna  ', { ok: true, value: 'Anna' }],
    ['text', '   ', { ok: true, value: null }],
    ['text', 'x'.repeat(201), { ok: false, reason: 'tooLong' }],
    ['text', 12, { ok: false, reason: 'notText' }],
    ['textarea', 'x'.repeat(4000), { ok: true, value: 'x'.repeat(4000) }],
    ['number', 42.5, { ok: true, value: 42.5 }],
    ['number', '42', { ok: false, reason: 'notNumber' }],
    ['date', '2026-11-30', { ok: true, value: '2026-11-30' }],
    ['date', '2026-02-30', { ok: false, reason: 'notDate' }],
    ['date', '30-11-2026', { ok: false, reason: 'notDate' }],
    ['yes_no', false, { ok: true, value: false }],
    ['yes_no', 'yes', { ok: false, reason: 'notYesNo' }],
    ['choice', 'M', { ok: true, value: 'M' }],
    ['choice', 'XL', { ok: false, reason: 'notAnOption' }],
    ['choice', ['M'], { ok: false, reason: 'notAnOption' }],
    ['multi_choice', ['Wed', 'Mon', 'Mon'], { ok: true, value: ['Mon', 'Wed'] }],
    ['multi_choice', [], { ok: true, value: null }],
    ['multi_choice', ['Sun'], { ok: false, reason: 'notOptions' }],
    ['multi_choice', 'Mon', { ok: false, reason: 'notOptions' }],
    ['info', 'read it', { ok: false, reason: 'noAnswer' }],
    ['number', null, { ok: true, value: null }],
  ])('%s answered %j → %j', (type, value, expected) => {
    const options = type === 'choice' ? sizes : type === 'multi_choice' ? days : null;
    expect(checkAnswer(question(type, { options }), value)).toEqual(expected);
  });
});

const questions: AnswerableQuestion[] = [
  question('info', { id: 1, required: true }),
  question('text', { id: 2, required: true }),
  question('yes_no', { id: 3, required: true }),
  question('textarea', { id: 4 }),
];

describe('missing answers and progress', () => {
  it.each<[Record<string, FormAnswerValue>, number[], number]>([
    [{}, [2, 3], 0],
    [{ 2: 'Anna' }, [3], 1],
    [{ 2: 'Anna', 3: false }, [], 2],
    [{ 2: '', 3: false, 4: 'ok' }, [2], 2],
    [{ 4: [] }, [2, 3], 0],
  ])('answers %j miss %j, answered %i of 3', (answers, missing, answered) => {
    expect(missingRequiredAnswers(questions, answers)).toEqual(missing);
    expect(formProgress(questions, answers)).toEqual({ answered, total: 3 });
  });
});

describe('mergeAnswers', () => {
  it('lays new answers over saved ones and drops cleared ones', () => {
    expect(mergeAnswers({ 2: 'Anna', 3: true }, { 3: null, 4: 'Thanks' })).toEqual({
      2: 'Anna',
      4: 'Thanks',
    });
  });
});

describe('canSubmitForm', () => {
  const complete = { 2: 'Anna', 3: true };
  it.each([
    [{}, { status: 'submitted' as const }, { ok: false, code: 'FORM_ALREADY_SUBMITTED' }],
    [{ 2: 'Anna' }, {}, { ok: false, code: 'FORM_INCOMPLETE', missing: [3] }],
    [complete, { requiresSignature: true }, { ok: false, code: 'SIGNATURE_REQUIRED' }],
    [complete, { requiresSignature: true, hasSignature: true }, { ok: true }],
    [complete, {}, { ok: true }],
  ])('answers %j with %j → %j', (answers, values, expected) => {
    expect(
      canSubmitForm({
        status: 'open',
        requiresSignature: false,
        hasSignature: false,
        questions,
        answers,
        ...values,
      }),
    ).toEqual(expected);
  });
});

describe('formSlug', () => {
  it.each([
    ['Crew intake', 'crew-intake'],
    ['Working at height: briefing!', 'working-at-height-briefing'],
    ['Évaluation de l’événement', 'evaluation-de-l-evenement'],
    ['???', 'form'],
  ])('%s → %s', (name, slug) => expect(formSlug(name)).toBe(slug));
});
