import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { hoverPopupStep, type HoverEvent } from '@/config/interaction-timing';

/**
 * Open state and pointer handlers of a popup that opens on hover, with the delays of
 * config/interaction-timing. Only where a pointer can hover (desktop): on touch screens the
 * item's own tap stays the way in.
 */
export const useHoverPopup = () => {
  const canHover = useMediaQuery('(hover: hover) and (pointer: fine)', false);
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const on = (event: HoverEvent) => () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const step = hoverPopupStep(event);
    if (step) timer.current = setTimeout(() => setOpened(step.open), step.afterMs);
  };

  return {
    enabled: canHover,
    opened: canHover && opened,
    target: { onMouseEnter: on('enterTarget'), onMouseLeave: on('leaveTarget') },
    popup: { onMouseEnter: on('enterPopup'), onMouseLeave: on('leavePopup') },
  };
};
