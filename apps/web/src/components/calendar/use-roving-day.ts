import { addDays } from '@crewhub/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** Days a key moves the focus by in a Monday-first week grid; Home/End go to the week's ends. */
const stepFor = (key: string, column: number): number | null =>
  ({
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -column,
    End: 6 - column,
  })[key] ?? null;

/** The day a key press moves to, or null when the key is not a move or leaves `days`. */
export const nextDay = (days: readonly string[], current: string, key: string): string | null => {
  const index = days.indexOf(current);
  const step = stepFor(key, index % 7);
  if (index < 0 || step === null) return null;
  const target = addDays(current, step);
  return days.includes(target) ? target : null;
};

/**
 * Roving tabindex over a grid of days (WAI-ARIA grid pattern): one day is in the tab order,
 * arrow keys move it and the focus, Enter or Space picks it.
 */
export const useRovingDay = (
  days: readonly string[],
  initial: string,
  onPick: (day: string) => void,
) => {
  const [active, setActive] = useState(initial);
  const container = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // A month switch leaves the old day behind: fall back to the given one.
  const current = days.includes(active) ? active : initial;

  // After the render, as the day may only now be drawn (another week of a week strip).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    container.current?.querySelector<HTMLElement>(`[data-day="${current}"]`)?.focus();
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(current);
      return;
    }
    const target = nextDay(days, current, event.key);
    if (!target) return;
    event.preventDefault();
    moved.current = true;
    setActive(target);
  };

  const dayProps = (day: string) => ({
    'data-day': day,
    tabIndex: day === current ? 0 : -1,
    onFocus: () => setActive(day),
  });

  return { container, current, setActive, onKeyDown, dayProps };
};
