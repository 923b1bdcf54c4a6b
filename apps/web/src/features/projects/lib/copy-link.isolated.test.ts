import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/lib/copy-text';
import { toast } from '@/lib/toasts';
import { loadTexts } from '@/testing/render';
import { copyAppLink } from './copy-link';

vi.mock('@/lib/copy-text', () => ({ copyText: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(loadTexts);
afterEach(() => vi.clearAllMocks());

describe('copyAppLink', () => {
  it('copies the absolute link and says "Link copied"', async () => {
    await copyAppLink('/login?PID=P-2026-001&Password=secret12');
    expect(copyText).toHaveBeenCalledWith(
      `${window.location.origin}/login?PID=P-2026-001&Password=secret12`,
    );
    expect(toast.success).toHaveBeenCalledWith('Link copied');
  });

  it('waits for a path that still has to be fetched', async () => {
    await copyAppLink(async () => '/api/v1/projects/P-1/calendar.ics?token=x');
    expect(copyText).toHaveBeenCalledWith(
      `${window.location.origin}/api/v1/projects/P-1/calendar.ics?token=x`,
    );
  });

  it('says what went wrong instead of claiming success', async () => {
    vi.mocked(copyText).mockRejectedValueOnce(new Error('no clipboard'));
    await copyAppLink('/login?PID=P-1');
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Something went wrong');
  });
});
