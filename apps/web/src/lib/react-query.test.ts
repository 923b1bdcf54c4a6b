import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetryChange } from './react-query';

const refusal = (code: string, status: number) =>
  new ApiError({ kind: 'http', status, body: { code, message: code } });

describe('shouldRetryChange', () => {
  it('sends a change again when a busy server refused it before doing any of it', () => {
    expect(shouldRetryChange(0, refusal('SERVICE_UNAVAILABLE', 503))).toBe(true);
    expect(shouldRetryChange(2, refusal('SERVICE_UNAVAILABLE', 503))).toBe(true);
  });

  it('gives up after three refusals', () => {
    expect(shouldRetryChange(3, refusal('SERVICE_UNAVAILABLE', 503))).toBe(false);
  });

  it('never repeats a change that failed in any other way', () => {
    expect(shouldRetryChange(0, refusal('INTERNAL_ERROR', 500))).toBe(false);
    expect(shouldRetryChange(0, refusal('VALIDATION_FAILED', 400))).toBe(false);
    expect(shouldRetryChange(0, new ApiError({ kind: 'network' }))).toBe(false);
  });
});
