import { useEffect } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { markFirstScreenShown } from '@/lib/first-screen-shown';

/**
 * Rendered beside a page, inside the page's Suspense boundary: its effect runs once the page
 * itself is committed, and the next paint shows it. Marks the first screen as shown
 * (lib/first-screen-shown.ts); later pages change nothing.
 */
export const FirstScreenMark = () => {
  useEffect(() => afterNextPaint(markFirstScreenShown), []);
  return null;
};
