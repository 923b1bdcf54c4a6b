import type { TenantSettings } from '@crewhub/shared';
import { Group, Image, Paper, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/language-select';
import classes from './logged-out-layout.module.css';

/** Tenant background image, else its colour, else the theme gradient. */
const backgroundStyle = (url: string | null, color: string | null): CSSProperties => {
  if (url) return { backgroundImage: `url(${JSON.stringify(url)})` };
  if (color) return { background: color };
  return {};
};

type LoggedOutLayoutProps = { settings: TenantSettings; children: ReactNode };

/** The tenant's branded frame around the signed-out pages (also the lean sign-in page, shell/). */
export const LoggedOutLayout = ({ settings, children }: LoggedOutLayoutProps) => {
  const { t } = useTranslation();
  return (
    <div
      className={classes.page}
      style={backgroundStyle(settings.backgroundUrl, settings.backgroundColorCode)}
      data-testid="logged-out-layout"
    >
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <Image src={settings.faviconUrl ?? '/icons/icon.svg'} alt="" w={36} h={36} radius="md" />
          <Text fw={700} c="white" className={classes.brand} lineClamp={1}>
            {settings.name}
          </Text>
        </Group>
        <LanguageSelect size="xs" w={170} />
      </header>
      <main className={classes.main}>
        <Paper className={classes.card} shadow="xl" p={{ base: 'lg', sm: 36 }}>
          {children}
        </Paper>
      </main>
      <footer className={classes.footer}>
        <Text size="xs" c="white" opacity={0.8}>
          {t('appName')} · {t('tagline')}
        </Text>
      </footer>
    </div>
  );
};
