import {
  declinePayrollItemInputSchema,
  documentUploadLimits,
  missingTimeMessage,
} from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadTexts } from '@/testing/render';
import { issueErrors, issueText, serverErrors, uploadFileRule, zodForm } from './form-validation';

beforeAll(loadTexts);

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected issues');
  return result.error.issues;
};

const firstIssue = (schema: z.ZodType, input: unknown) => {
  const [issue] = issuesOf(schema, input);
  if (!issue) throw new Error('expected an issue');
  return issue;
};

describe('issueText', () => {
  it.each([
    ['an empty text', z.string().min(1), '', 'This field is required'],
    ['a short text', z.string().min(8), 'abc', 'Use at least 8 characters'],
    ['a long text', z.string().max(3), 'abcd', 'Use at most 3 characters'],
    ['a wrong email', z.email(), 'ann', 'Enter a valid email address'],
    ['a missing choice', z.number(), null, 'This field is required'],
    ['a number that is none', z.number(), Number.NaN, 'This value is not valid'],
    [
      'a release rule',
      z.string().refine(() => false, missingTimeMessage),
      'x',
      'No start or end time',
    ],
  ])('says what is wrong with %s', (_name, schema, input, text) => {
    expect(issueText(firstIssue(schema, input))).toContain(text);
  });
});

describe('issueErrors', () => {
  const schema = z.object({ crews: z.array(z.object({ name: z.string().min(1).max(3) })) });

  it('keys the first issue per field by its path', () => {
    const issues = issuesOf(schema, { crews: [{ name: '' }] });
    expect(issueErrors(issues)).toEqual({ 'crews.0.name': 'This field is required' });
  });

  it('takes the form its own text and field where it gives one', () => {
    const issues = issuesOf(schema, { crews: [{ name: 'Build-up' }] });
    expect(
      issueErrors(issues, { ownText: () => 'Too long a name', fieldOf: () => 'name' }),
    ).toEqual({ name: 'Too long a name' });
  });
});

describe('serverErrors', () => {
  it('puts the server issues on the form paths, rule texts translated', () => {
    expect(
      serverErrors([
        { field: 'body.crews.0.positions.0.startTime', message: missingTimeMessage },
        { field: 'body.name', message: 'Too long' },
      ]),
    ).toEqual({
      'crews.0.positions.0.startTime': expect.stringContaining('No start or end time'),
      name: 'Too long',
    });
  });
});

describe('zodForm', () => {
  const { validate, transformValues } = zodForm(declinePayrollItemInputSchema);

  it('validates the values with the shared schema', () => {
    expect(validate({ feedback: ' ' })).toEqual({ feedback: 'This field is required' });
  });

  it('hands on what the schema parsed', () => {
    expect(transformValues({ feedback: ' Hours are wrong ' })).toEqual({
      feedback: 'Hours are wrong',
    });
  });

  it('checks the input the values become', () => {
    const form = zodForm(z.object({ hours: z.number() }), {
      toInput: (values: { hours: string }) => ({ hours: Number(values.hours) }),
    });
    expect(form.validate({ hours: 'x' })).toEqual({ hours: 'This value is not valid' });
    expect(form.transformValues({ hours: '8' })).toEqual({ hours: 8 });
  });
});

describe('uploadFileRule', () => {
  const rule = uploadFileRule({ required: 'Pick a file', tooLarge: 'Too large' });
  // A size without the bytes: the rule only reads it.
  const file = (size: number) =>
    Object.defineProperty(new File([], 'plan.pdf'), 'size', { value: size });

  it('asks for a file the server takes', () => {
    expect(rule(null)).toBe('Pick a file');
    expect(rule(file(documentUploadLimits.maxBytes + 1))).toBe('Too large');
    expect(rule(file(10))).toBeNull();
  });
});
