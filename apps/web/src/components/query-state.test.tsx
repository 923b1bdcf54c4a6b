import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createQueryClient } from '@/lib/react-query';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { QueryState } from './query-state';

const failed = (error: unknown) => ({
  data: undefined,
  isPending: false,
  isError: true,
  error,
  refetch: vi.fn(),
});

beforeAll(loadTexts);

describe('QueryState', () => {
  it('answers a 403 with a calm "no access" state that leads home, without a retry', () => {
    renderWithProviders(
      <QueryState query={failed(new ApiError({ kind: 'http', status: 403 }))}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByTestId('no-access-state')).toBeTruthy();
    expect(screen.getByText('You do not have access to this page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each([
    ['LOGIN_TYPE_REQUIRED', 'You are lacking the required login type, please contact support'],
    ['SUBSCRIPTION_INACTIVE', 'There is an issue with your subscription, please contact support'],
  ])('says what only support can lift for a 403 %s', (code, text) => {
    const body = { code, message: 'refused' };
    renderWithProviders(
      <QueryState query={failed(new ApiError({ kind: 'http', status: 403, body }))}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByTestId('no-access-state').textContent).toContain(text);
  });

  it('answers a 404 with "not found" and a way back', () => {
    renderWithProviders(
      <QueryState query={failed(new ApiError({ kind: 'http', status: 404 }))}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByTestId('not-found-state')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeTruthy();
  });

  it('still offers a retry when the network failed', () => {
    renderWithProviders(
      <QueryState query={failed(new ApiError({ kind: 'network' }))}>{() => null}</QueryState>,
    );
    expect(screen.getByTestId('load-error')).toBeTruthy();
  });
});

describe('createQueryClient', () => {
  it('asks once for a page the user may not open and raises no error toast', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    const queryFn = vi.fn(() => Promise.reject(new ApiError({ kind: 'http', status: 403 })));
    await expect(client.fetchQuery({ queryKey: ['forbidden'], queryFn })).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
  });
});
