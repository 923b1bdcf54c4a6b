import { useRef, type TouchEvent } from 'react';
import { swipeDirection } from '../lib/swipe';

type SwipeHandlers = { onSwipeLeft?: () => void; onSwipeRight?: () => void };

/** Touch handlers to spread on an element; they report left and right swipes. */
export const useSwipe = ({ onSwipeLeft, onSwipeRight }: SwipeHandlers) => {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start.current || !touch) return;
      const direction = swipeDirection(start.current, { x: touch.clientX, y: touch.clientY });
      start.current = null;
      if (direction === 'left') onSwipeLeft?.();
      if (direction === 'right') onSwipeRight?.();
    },
  };
};
