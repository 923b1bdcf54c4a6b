import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { rowWindow, sameWindow, type RowWindow } from './virtual-window';

type VirtualRowsOptions = { count: number; rowHeight: number; overscan?: number };

/**
 * Windowing for a scroll container of fixed-height rows: only rows on screen are rendered,
 * so thousands of rows scroll smoothly. State changes only when the rendered range changes.
 */
export const useVirtualRows = ({ count, rowHeight, overscan = 8 }: VirtualRowsOptions) => {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const measure = useCallback(
    (element: HTMLElement | null): RowWindow =>
      rowWindow({
        // A sticky header row above the rows is covered by the overscan.
        scrollTop: element?.scrollTop ?? 0,
        viewportHeight: element?.clientHeight ?? 0,
        rowHeight,
        count,
        overscan,
      }),
    [count, rowHeight, overscan],
  );
  const [range, setRange] = useState<RowWindow>(() => measure(null));
  const update = useCallback(
    (element: HTMLElement | null) => {
      const next = measure(element);
      setRange((current) => (sameWindow(current, next) ? current : next));
    },
    [measure],
  );

  // Re-measure when the list or the container's size changes.
  useLayoutEffect(() => {
    const element = containerRef.current;
    update(element);
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => update(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, [update]);

  return {
    containerRef,
    range,
    onScroll: (event: UIEvent<HTMLElement>) => update(event.currentTarget),
  };
};
