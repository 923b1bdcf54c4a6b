import type { MobileTheme } from './tenant.schema';

/** Theme colour scheme. */
export type ThemeColors = {
  name: MobileTheme;
  backgroundColor: string;
  backgroundGradient: string;
  textColor: string;
  hoverColor: string;
  lightBackground: string;
  lightBackgroundCalendar: string;
  calendarDateColor: string;
  /** Mantine primary colour family used for buttons and accents. */
  primaryColor: 'blue' | 'red' | 'teal';
  watermark: boolean;
};

export const themes: Record<MobileTheme, ThemeColors> = {
  default: {
    name: 'default',
    backgroundColor: '#1c3d5a',
    backgroundGradient: 'linear-gradient(135deg, #1c3d5a 0%, #2f6690 100%)',
    textColor: '#ffffff',
    hoverColor: '#3a7ca5',
    lightBackground: '#eef4f8',
    lightBackgroundCalendar: '#f5f9fc',
    calendarDateColor: '#1c3d5a',
    primaryColor: 'blue',
    watermark: false,
  },
  red: {
    name: 'red',
    backgroundColor: '#9b1c1c',
    backgroundGradient: 'linear-gradient(135deg, #7f1d1d 0%, #c53030 100%)',
    textColor: '#ffffff',
    hoverColor: '#e53e3e',
    lightBackground: '#fdf2f2',
    lightBackgroundCalendar: '#fff7f7',
    calendarDateColor: '#9b1c1c',
    primaryColor: 'red',
    watermark: false,
  },
  moyo: {
    name: 'moyo',
    backgroundColor: '#0f4c4c',
    backgroundGradient: 'linear-gradient(135deg, #0f4c4c 0%, #1f8a70 100%)',
    textColor: '#ffffff',
    hoverColor: '#2bb38f',
    lightBackground: '#edf8f5',
    lightBackgroundCalendar: '#f4fbf9',
    calendarDateColor: '#0f4c4c',
    primaryColor: 'teal',
    watermark: true,
  },
};

export const themeFor = (name: string | null | undefined): ThemeColors =>
  themes[(name ?? 'default') as MobileTheme] ?? themes.default;
