import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { stubClipboard } from '@/testing/clipboard';
import { loadTexts } from '@/testing/render';
import { copyAppLink } from './copy-link';

let writeText: ReturnType<typeof stubClipboard>;

beforeAll(loadTexts);
beforeEach(() => {
  writeText = stubClipboard();
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

describe('copyAppLink', () => {
  it('copies the absolute link and says "Link copied"', async () => {
    await copyAppLink('/login?PID=P-2026-001&Password=secret12');
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/login?PID=P-2026-001&Password=secret12`,
    );
    expect(toast.success).toHaveBeenCalledWith('Link copied');
  });

  it('waits for a path that still has to be fetched', async () => {
    await copyAppLink(async () => '/api/v1/projects/P-1/calendar.ics?token=x');
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/api/v1/projects/P-1/calendar.ics?token=x`,
    );
  });

  it('says what went wrong instead of claiming success', async () => {
    writeText.mockRejectedValueOnce(new Error('no clipboard'));
    await copyAppLink('/login?PID=P-1');
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Something went wrong');
  });
});
