import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The grid's links are plain anchors: a router Link in each of the hundreds of cells a scroll
 * draws made a good part of each redraw. One handler on the grid opens them inside the app as
 * Link would; with a modifier key or another mouse button the browser does what it always does.
 */
export const useInAppLinks = () => {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const plainClick =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (event.defaultPrevented || !plainClick || !(event.target instanceof Element)) return;
      const href = event.target.closest('a[href]')?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
};
