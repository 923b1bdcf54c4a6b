import type { ReactElement } from 'react';
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import type * as tooltipModule from './tooltip';

type Tooltip = (typeof tooltipModule)['Tooltip'];

let loaded: Tooltip | undefined;

/** Mantine's Tooltip opens on hover only, so a device that cannot hover would never show it. */
const canHover = () => window.matchMedia('(any-hover: hover)').matches;

/**
 * Mantine's Tooltip, loaded once the first screen is painted: it brings floating-ui (~15 KiB gzip)
 * for a label that only shows on hover, and the signed-in frame's top bar has one (issue 17). A
 * phone (nothing that hovers) never loads or mounts it. Until then the child renders alone; it
 * already names itself with its aria-label.
 */
export const LateTooltip = ({ label, children }: { label: string; children: ReactElement }) => {
  const [Tooltip, setTooltip] = useState(() => loaded);
  useEffect(() => {
    if (Tooltip || !canHover()) return;
    afterNextPaint(() =>
      import('./tooltip').then(
        (module) => {
          loaded = module.Tooltip;
          // In pieces between frames: a phone would otherwise stall on the swap (issue 17).
          startTransition(() => setTooltip(() => module.Tooltip));
        },
        // Without the file the button simply has no hover label.
        () => undefined,
      ),
    );
  }, [Tooltip]);
  return Tooltip ? <Tooltip label={label}>{children}</Tooltip> : children;
};
