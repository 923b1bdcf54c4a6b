import { ActionIcon } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LateTooltip } from './late-tooltip';

describe('LateTooltip', () => {
  it('shows its child at once and the hover label once Mantine’s Tooltip is here', async () => {
    renderWithProviders(
      <LateTooltip label="Log out">
        <ActionIcon aria-label="Log out">x</ActionIcon>
      </LateTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The Tooltip wraps the button once its file is here; hovering then shows the label.
    await vi.waitFor(async () => {
      await userEvent.hover(screen.getByRole('button', { name: 'Log out' }));
      expect(screen.getByRole('tooltip').textContent).toBe('Log out');
    });
  });
});
