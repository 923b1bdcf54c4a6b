import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/** The connection as TanStack Query sees it: offline, queries wait instead of failing. */
export const useOnline = (): boolean =>
  useSyncExternalStore(onlineManager.subscribe, isOnline, isOnline);
