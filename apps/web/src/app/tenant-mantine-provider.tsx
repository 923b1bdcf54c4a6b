import { themeFor } from '@crewhub/shared';
import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesFor, mantineThemeFor } from '@/lib/theme';

type TenantMantineProviderProps = {
  /** The tenant's colour scheme; until the settings are known the default one applies. */
  mobileTheme: string | null | undefined;
  children: ReactNode;
};

/** Mantine in the tenant's colours, for the app and for the lean sign-in page (shell/). */
export const TenantMantineProvider = ({ mobileTheme, children }: TenantMantineProviderProps) => {
  const { t } = useTranslation();
  const colors = themeFor(mobileTheme);
  const close = t('actions.close');
  const noResults = t('messages.noResults');
  const theme = useMemo(
    () => mantineThemeFor(colors, { close, noResults }),
    [colors, close, noResults],
  );
  const resolver = useMemo(() => cssVariablesFor(colors), [colors]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={resolver}
      defaultColorScheme="light"
      // Every theme variable comes from here rather than from Mantine's default-css-variables
      // stylesheet (4 KiB gzip left out of app/frame-styles.ts for the sign-in page, issue 17).
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
};
