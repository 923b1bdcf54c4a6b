import { themeFor } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { mantineThemeFor } from './theme';

describe('mantineThemeFor', () => {
  it('names the close button of every dialog and drawer in the interface language', () => {
    const theme = mantineThemeFor(themeFor(undefined), 'Schließen');
    for (const component of ['Modal', 'Drawer']) {
      expect(theme.components?.[component]?.defaultProps).toEqual({
        closeButtonProps: { 'aria-label': 'Schließen' },
      });
    }
  });
});
