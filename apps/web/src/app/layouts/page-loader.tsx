import { Center, Loader } from '@mantine/core';
import { i18n } from '@/lib/i18n';

/** Inside a layout while a page's texts load, so the frame stays in place. */
export const PageLoader = () => (
  <Center py={80} data-testid="page-loading">
    <Loader size="sm" aria-label={i18n.t('loading')} />
  </Center>
);
