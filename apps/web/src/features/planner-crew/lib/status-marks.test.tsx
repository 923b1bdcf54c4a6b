import { crewEntryColours } from '@crewhub/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crewColourKeys } from './crew-grid';
import { crewStatusIcons } from './status-icons';
import { crewStatusSvgs, statusMarkRules } from './status-marks';

/** The Tabler icon name an icon component draws (its svg carries `tabler-icon-<name>`). */
const tablerName = (key: keyof typeof crewStatusIcons) => {
  const Icon = crewStatusIcons[key];
  const { container } = render(<Icon />);
  return /tabler-icon-([a-z0-9-]+)/.exec(
    container.querySelector('svg')?.className.baseVal ?? '',
  )?.[1];
};

const rules = statusMarkRules('mark');
/** The rule for a key's mark, or its ::before. */
const ruleOf = (selector: string) =>
  rules
    .split('\n')
    .flatMap((line) => line.split('}'))
    .find((rule) => rule.startsWith(`${selector}{`));

describe('crew status marks', () => {
  // The grid's cells draw the status icons from Tabler's SVG files, the legend with the icon
  // components: both must show the same shape for each status.
  it.each(crewColourKeys)('draws the legend’s shape for %s in the grid', (key) => {
    const name = tablerName(key);
    expect(name).toBeTruthy();
    expect(crewStatusSvgs[key]).toContain(`icon-tabler-${name}"`);
  });

  it('paints each status in the shared colour, its icon in the text colour over it', () => {
    // #2f9e44 takes black text, #212529 white (textColourOn).
    expect(crewEntryColours.confirmedPosition).toBe('#2f9e44');
    expect(ruleOf(`.mark[data-colour='confirmedPosition']`)).toBe(
      `.mark[data-colour='confirmedPosition']{background:#2f9e44;color:#000`,
    );
    expect(ruleOf(`.mark[data-colour='absence']`)).toBe(
      `.mark[data-colour='absence']{background:#212529;color:#fff`,
    );
    const icon = decodeURIComponent(ruleOf(`.mark[data-colour='absence']::before`) ?? '');
    expect(icon).toContain(`stroke="#fff"`);
    expect(icon).toContain('icon-tabler-user-off');
    expect(icon).not.toContain('currentColor');
  });
});
