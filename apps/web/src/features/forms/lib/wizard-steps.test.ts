import { describe, expect, it } from 'vitest';
import { performFixture } from '../testing/perform-fixture';
import { reviewStep, startStep, stepIds } from './wizard-steps';

describe('wizard steps', () => {
  it('has a step per question, then the review', () => {
    expect(stepIds(performFixture())).toEqual(['11', '12', '13', '14', reviewStep]);
  });

  it.each([
    [{}, '11'],
    [{ 12: 'Anna' }, '13'],
    [{ 12: 'Anna', 13: true, 14: 'M' }, reviewStep],
  ])('with answers %j opens at %s', (answers, step) => {
    const answered = Object.keys(answers).length;
    expect(startStep(performFixture({ answers, progress: { answered, total: 3 } }))).toBe(step);
  });
});
