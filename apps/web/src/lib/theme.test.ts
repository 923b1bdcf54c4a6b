import { themeFor } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { mantineThemeFor } from './theme';

const theme = mantineThemeFor(themeFor(undefined), {
  close: 'Schließen',
  noResults: 'Keine Ergebnisse gefunden',
});

describe('mantineThemeFor', () => {
  it('names the close button of every dialog and drawer in the interface language', () => {
    for (const component of ['Modal', 'Drawer']) {
      expect(theme.components?.[component]?.defaultProps).toEqual({
        closeButtonProps: { 'aria-label': 'Schließen' },
      });
    }
  });

  it('gives every picker the "no results found" of section 8', () => {
    for (const component of ['Select', 'MultiSelect']) {
      expect(theme.components?.[component]?.defaultProps).toEqual({
        nothingFoundMessage: 'Keine Ergebnisse gefunden',
      });
    }
  });
});
