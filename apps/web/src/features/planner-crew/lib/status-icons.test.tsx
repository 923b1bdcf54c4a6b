/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crewColourKeys } from './crew-grid';
import { crewStatusIcons } from './status-icons';

// The grid's cells draw the status icons with CSS, the legend with the icon components: both
// must show the same shape for each status.
const gridCss = readFileSync(
  path.join(import.meta.dirname, '../components/crew-grid.module.css'),
  'utf8',
);

/** The Tabler file name an icon component draws (its svg carries `tabler-icon-<name>`). */
const tablerName = (key: keyof typeof crewStatusIcons) => {
  const Icon = crewStatusIcons[key];
  const { container } = render(<Icon />);
  const name = /tabler-icon-([a-z0-9-]+)/.exec(
    container.querySelector('svg')?.className.baseVal ?? '',
  );
  return name?.[1];
};

describe('crew status icons', () => {
  it.each(crewColourKeys)('draws the legend’s shape for %s in the grid', (key) => {
    const name = tablerName(key);
    expect(name).toBeTruthy();
    const rule = new RegExp(
      String.raw`\.mark\[data-colour='${key}'\]::before \{\s*content: '';\s*--status-icon: url\('@tabler/icons/outline/${name}\.svg'\);`,
    );
    expect(gridCss).toMatch(rule);
  });
});
