import { describe, expect, it } from 'vitest';
import { startingAnswers, unticked } from './security-answers';

describe('startingAnswers', () => {
  it('keeps what was saved before', () => {
    expect(startingAnswers({ 'Exits known': true }, ['A'], 'Remarks')).toEqual({
      'Exits known': true,
    });
  });
  it('starts every question unticked with an empty remark', () => {
    expect(startingAnswers({}, ['A', 'B'], 'Remarks')).toEqual({ A: false, B: false, Remarks: '' });
  });
});

describe('unticked', () => {
  it('lists the checks still open, ignoring remarks', () => {
    expect(unticked({ A: true, B: false, Remarks: '' })).toEqual(['B']);
  });
});
