import { useEffect, useSyncExternalStore } from 'react';

// Detail pages know a better title than their route ("Project P-2026-001" over "Project").
let suppliedTitle: string | null = null;
const listeners = new Set<() => void>();

const setSuppliedTitle = (title: string | null) => {
  suppliedTitle = title;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Lets a page replace its route title in the top bar while it is shown. */
export const usePageTitle = (title: string | null | undefined): void => {
  useEffect(() => {
    setSuppliedTitle(title ?? null);
    return () => setSuppliedTitle(null);
  }, [title]);
};

export const useSuppliedPageTitle = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => suppliedTitle,
    () => suppliedTitle,
  );
