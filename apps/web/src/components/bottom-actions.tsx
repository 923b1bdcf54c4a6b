import { Container } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './bottom-actions.module.css';

type BottomActionsProps = {
  /** The screen's one action, or one row of equal actions (back and next). */
  children: ReactNode;
  /**
   * What to know before acting (a hint, a warning). It stays in the page, just above where the
   * bar sits, so the pinned bar is never more than one row of buttons.
   */
  note?: ReactNode;
  /** On wide screens show the actions in the page flow (where a side column has room). */
  inlineOnDesktop?: boolean;
  className?: string;
};

/** How tall the pinned bar is, for the page's scroll padding (focus never hides under it). */
const heightVariable = '--ch-bottom-actions-height';

/**
 * The screen's main action, pinned to the bottom of the view: on site the phone is held in one
 * hand and the thumb reaches the bottom edge, not the top bar. One compact row, so the page
 * above keeps most of the screen.
 */
export const BottomActions = ({
  children,
  note,
  inlineOnDesktop,
  className,
}: BottomActionsProps) => {
  const { ref, height } = useElementSize<HTMLDivElement>();
  const bar = useRef<HTMLDivElement | null>(null);
  const barRef = useMergedRef(bar, ref);
  const inline = inlineOnDesktop ? true : undefined;

  useEffect(() => {
    const root = document.documentElement.style;
    const pinned = bar.current && getComputedStyle(bar.current).position === 'fixed';
    root.setProperty(heightVariable, pinned ? `${Math.ceil(height)}px` : '0px');
    return () => {
      root.removeProperty(heightVariable);
    };
  }, [height]);

  return (
    <>
      {note}
      {/* Room for the bar, so the page's last lines never hide under it. */}
      <div
        className={classes.spacer}
        style={{ height: height + 8 }}
        data-inline-desktop={inline}
        aria-hidden
      />
      <div
        ref={barRef}
        className={className ? `${classes.bar} ${className}` : classes.bar}
        data-inline-desktop={inline}
        data-testid="bottom-actions"
      >
        <Container size="md" px={{ base: 0, sm: 'lg' }} className={classes.row}>
          {children}
        </Container>
      </div>
    </>
  );
};
