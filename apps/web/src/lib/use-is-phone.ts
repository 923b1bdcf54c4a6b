import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint tables turn into cards. Read synchronously so the first
 * paint already has the right layout (and e2e never sees both).
 */
export const useIsPhone = (): boolean =>
  useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
