import type { ThemeColors } from '@crewhub/shared';
import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

const fontFamily =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The Mantine theme for a tenant's colour scheme (shared themeFor). */
export const mantineThemeFor = (colors: ThemeColors): MantineThemeOverride =>
  createTheme({
    primaryColor: colors.primaryColor,
    primaryShade: { light: 7, dark: 5 },
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    other: { colors },
    components: {
      Button: { defaultProps: { radius: 'md' } },
      Paper: { defaultProps: { radius: 'lg' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
    },
  });

/** Exposes the tenant colours as CSS variables (--ch-*) for the few custom styles. */
export const cssVariablesFor =
  (colors: ThemeColors): CSSVariablesResolver =>
  () => ({
    variables: {
      '--ch-brand': colors.backgroundColor,
      '--ch-brand-gradient': colors.backgroundGradient,
      '--ch-brand-text': colors.textColor,
      '--ch-brand-hover': colors.hoverColor,
      '--ch-light-bg': colors.lightBackground,
      '--ch-light-bg-calendar': colors.lightBackgroundCalendar,
      '--ch-calendar-date': colors.calendarDateColor,
    },
    light: {},
    dark: {},
  });
