import { useEffect } from 'react';
import { whenIdleAfterNextPaint } from '@/lib/after-paint';
import { markFirstScreenShown } from '@/lib/first-screen-shown';

/**
 * Rendered beside a page, inside the page's Suspense boundary: its effect runs once the page
 * itself is committed. Marks the first screen as shown (lib/first-screen-shown.ts) once the next
 * paint has shown it and the page's first renders are done; later pages change nothing.
 */
export const FirstScreenMark = () => {
  useEffect(() => whenIdleAfterNextPaint(markFirstScreenShown), []);
  return null;
};
