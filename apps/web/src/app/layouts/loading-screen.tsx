import { Center, Image, Loader, Stack } from '@mantine/core';
import { i18n } from '@/lib/i18n';
// Inside the code, not asked for: the screen shows at the start, while a phone's connection is
// busy with the app's files (issue 17). The same file is the favicon.
import logo from '../../../public/icons/icon.svg?inline';

/** Shown until tenant settings, texts and the first route have arrived. */
export const LoadingScreen = () => (
  <Center h="100dvh" data-testid="app-loading" aria-busy="true">
    <Stack align="center" gap="lg">
      <Image src={logo} alt="" w={64} h={64} />
      <Loader size="sm" type="dots" aria-label={i18n.t('loading')} />
    </Stack>
  </Center>
);
