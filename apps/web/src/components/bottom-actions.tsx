import { Container, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './bottom-actions.module.css';

type BottomActionsProps = {
  children: ReactNode;
  /** On wide screens show the actions in the page flow (where a side column has room). */
  inlineOnDesktop?: boolean;
  className?: string;
};

/**
 * The screen's main actions, pinned to the bottom of the view: on site the phone is held in
 * one hand and the thumb reaches the bottom edge, not the top bar.
 */
export const BottomActions = ({ children, inlineOnDesktop, className }: BottomActionsProps) => {
  const { ref, height } = useElementSize();
  const inline = inlineOnDesktop ? true : undefined;
  return (
    <>
      {/* Room for the bar, so the page's last lines never hide under it. */}
      <div
        className={classes.spacer}
        style={{ height: height + 32 }}
        data-inline-desktop={inline}
        aria-hidden
      />
      <div
        className={className ? `${classes.bar} ${className}` : classes.bar}
        data-inline-desktop={inline}
        data-testid="bottom-actions"
      >
        <Container size="md" px={{ base: 0, sm: 'lg' }} ref={ref}>
          <Stack gap="xs">{children}</Stack>
        </Container>
      </div>
    </>
  );
};
