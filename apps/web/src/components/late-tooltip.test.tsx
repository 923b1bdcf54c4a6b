import { ActionIcon } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '@/testing/media-query';
import { renderWithProviders } from '@/testing/render';
import { LateTooltip } from './late-tooltip';

/** The device's answer to "can anything here hover?"; the setup's matchMedia says no to all. */
const deviceHovers = (hovers: boolean) => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query === '(any-hover: hover)' && hovers),
  );
};

const renderLogout = () =>
  renderWithProviders(
    <LateTooltip label="Log out">
      <ActionIcon aria-label="Log out">x</ActionIcon>
    </LateTooltip>,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LateTooltip', () => {
  // First: once loaded, the Tooltip is kept for every later button.
  it('loads nothing on a device that cannot hover', async () => {
    deviceHovers(false);
    // The load would start after the next painted frame (lib/after-paint.ts).
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    renderLogout();
    await userEvent.hover(screen.getByRole('button', { name: 'Log out' }));
    expect(frames).not.toHaveBeenCalled();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows its child at once and the hover label once Mantine’s Tooltip is here', async () => {
    deviceHovers(true);
    renderLogout();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The Tooltip wraps the button once its file is here; hovering then shows the label.
    await vi.waitFor(async () => {
      await userEvent.hover(screen.getByRole('button', { name: 'Log out' }));
      expect(screen.getByRole('tooltip').textContent).toBe('Log out');
    });
  });
});
