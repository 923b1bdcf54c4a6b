import type { HomeDashboard } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { earlyRequest } from '@/lib/early-request';
import { getSession } from '@/lib/session';

/**
 * Every block of the home screen in one call. Unlike the other answers, it is taken as the
 * server wrote it, without the shared schema: the server serializes it through that schema, and
 * checking it again here cost a phone zod and every block's schema (~25 KiB gzip) and their
 * set-up, the longest task of the first screen most starts open on (issue 17; decisions.md, "The
 * home's answer is not checked twice").
 *
 * A signed-in start at the home asks for it from the entry (shell/first-screen.ts), while the
 * app's files download; this file stays apart from get-home.ts so that the entry does not bring
 * TanStack Query with it.
 */
export const homeRequest = earlyRequest(
  () => apiRequest<HomeDashboard>('/home'),
  // Each session has its own home: one that ended (or a guest's) hands nothing to the next.
  () => getSession()?.token ?? null,
);
