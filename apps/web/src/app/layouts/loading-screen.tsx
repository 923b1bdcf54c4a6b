import { Center, Image, Loader, Stack } from '@mantine/core';
import { i18n } from '@/lib/i18n';

/** Shown until tenant settings, texts and the first route have arrived. */
export const LoadingScreen = () => (
  <Center h="100dvh" data-testid="app-loading" aria-busy="true">
    <Stack align="center" gap="lg">
      <Image src="/icons/icon.svg" alt="" w={64} h={64} />
      <Loader size="sm" type="dots" aria-label={i18n.t('loading')} />
    </Stack>
  </Center>
);
