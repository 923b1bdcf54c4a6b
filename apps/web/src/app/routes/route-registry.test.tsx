import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setDeviceOnline } from '@/testing/network';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { lazyScreen } from './route-registry';

beforeAll(loadTexts);

describe('lazyScreen', () => {
  it('turns a page whose files do not arrive offline into the "not available" state', async () => {
    setDeviceOnline(false);
    const failing = lazyScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      new QueryClient(),
      false,
      false,
    );
    const { Component } = await failing();
    renderWithProviders(<Component />);
    expect(await screen.findByTestId('not-available-offline')).toBeTruthy();
    expect(screen.getByText('Not available offline')).toBeTruthy();
  });
});
