import type { ThemeColors } from '@crewhub/shared';
import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { darkenToContrast } from './calendar/contrast';

const fontFamily =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// The lightest surface text sits on (cards on the tinted page).
const surface = DEFAULT_THEME.colors.gray[1];
// Per shade from 6 on: a bit above 4.5 for rounding, rising so that hover stays darker.
const ratios = [4.6, 5.2, 5.9, 6.6];

/**
 * Mantine's palettes darkened once (WCAG 2.2 AA): shades 6 to 9 serve as text on light
 * surfaces (dimmed is gray 6, light-variant text is shade 9 on shade 1) and as the fill behind
 * white text, so each reaches 4.5:1 against both.
 */
export const accessibleColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, shades]) => [
      name,
      shades.map((shade, index) => {
        const ratio = ratios[index - 6];
        return ratio === undefined
          ? shade
          : darkenToContrast(darkenToContrast(shade, surface, ratio), shades[1], ratio);
      }) as unknown as MantineColorsTuple,
    ]),
);

/** Words the theme puts on every instance of a component, in the interface language. */
export type ThemeLabels = {
  /** Names the close button of every dialog and drawer (WCAG 4.1.2). */
  close: string;
  /** What every picker says when its search finds nothing (section 8, "no results found"). */
  noResults: string;
};

/** The Mantine theme for a tenant's colour scheme (shared themeFor). */
export const mantineThemeFor = (colors: ThemeColors, labels: ThemeLabels): MantineThemeOverride =>
  createTheme({
    colors: accessibleColors,
    primaryColor: colors.primaryColor,
    primaryShade: { light: 7, dark: 5 },
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // autoContrast picks black or white text at the luminance where both contrast alike (WCAG),
    // not Mantine's 0.3, which puts white on mid greens and blues at 3.4:1.
    luminanceThreshold: 0.179,
    // Keyboard users always see where they are (WCAG 2.4.7); mouse clicks leave no ring.
    focusRing: 'auto',
    other: { colors },
    components: {
      Button: { defaultProps: { radius: 'md' } },
      Paper: { defaultProps: { radius: 'lg' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Select: { defaultProps: { nothingFoundMessage: labels.noResults } },
      MultiSelect: { defaultProps: { nothingFoundMessage: labels.noResults } },
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
    // Mantine's placeholder grey (gray 5, 2.1:1) fails as text: a FileInput shows its placeholder
    // as real text. The darkened gray 6 reaches 4.5:1, like dimmed text.
    light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
    dark: {},
  });
