import { MantineProvider } from '@mantine/core';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToast, showToast, toast } from './toasts';

const shown = () =>
  notificationsStore.getState().notifications.map(({ id, message, autoClose }) => ({
    id,
    message,
    autoClose,
  }));

// The notifications store is global: earlier test files of the worker may have left toasts,
// some queued behind Mantine's limit.
const clearToasts = () => {
  const { notifications: showing, queue } = notificationsStore.getState();
  [...showing, ...queue].forEach(({ id }) => id && hideToast(id));
  notifications.clean();
};
beforeEach(clearToasts);
afterEach(clearToasts);

describe('toasts', () => {
  // Mantine's notifications load with the first toast, so the store fills a moment later.
  it('shows a toast with the default 3000 ms', async () => {
    const id = toast.success('Link copied');
    await vi.waitFor(() =>
      expect(shown()).toEqual([{ id, message: 'Link copied', autoClose: 3000 }]),
    );
  });

  it('keeps a toast with 0 ms until it is clicked', async () => {
    toast.info('Stay', { durationMs: 0 });
    await vi.waitFor(() => expect(shown()[0]?.autoClose).toBe(false));
  });

  it('does not add an identical type and message that is showing', async () => {
    expect(toast.error('Network Error')).not.toBeNull();
    expect(toast.error('Network Error')).toBeNull();
    expect(toast.warning('Network Error')).not.toBeNull();
    await vi.waitFor(() => expect(shown()).toHaveLength(2));
  });

  it('allows the same toast again once the first is gone', () => {
    const id = toast.error('Network Error');
    if (id) hideToast(id);
    expect(toast.error('Network Error')).not.toBeNull();
  });

  it('runs the action and removes the toast on click', async () => {
    render(
      <MantineProvider env="test">
        <Notifications />
      </MantineProvider>,
    );
    const action = vi.fn();
    act(() => void showToast('plain', 'Open the job', { onClick: action }));
    await userEvent.click(await screen.findByText('Open the job'));
    expect(action).toHaveBeenCalledOnce();
    expect(shown()).toHaveLength(0);
    expect(toast.plain('Open the job')).not.toBeNull();
  });
});

describe('toast host', () => {
  // The provider mounts Mantine's host only once a toast wants it (issue 17); a fresh module has
  // shown none yet.
  it('is wanted from the first toast on, not before', async () => {
    vi.resetModules();
    const fresh = await import('./toasts');
    const { result } = renderHook(() => fresh.useToastHostWanted());
    expect(result.current).toBe(false);
    act(() => {
      fresh.toast.info('Saved');
    });
    expect(result.current).toBe(true);
  });
});
