import { memo } from 'react';
import { crewColourKeys } from '../lib/crew-grid';
import { crewStatusIcon, crewStatusIcons } from '../lib/status-icons';
import classes from './crew-grid.module.css';

// One grid per page, so the ids cannot meet another sprite's.
const iconId = (key: string) => `crew-status-${key}`;

/**
 * Each status icon drawn once, for the cells to show with <use>: a screen of new rows on a fast
 * scroll holds some 200 icons, and a whole icon per cell (an svg with its paths and ten
 * attributes each) was a good part of the DOM that scrolling builds and throws away.
 */
export const CrewStatusSprite = memo(() => (
  <svg aria-hidden className={classes.sprite}>
    <defs>
      {crewColourKeys.map((key) => {
        const Icon = crewStatusIcons[key];
        return (
          <g key={key} id={iconId(key)}>
            <Icon size={12} stroke={2.2} />
          </g>
        );
      })}
    </defs>
  </svg>
));
CrewStatusSprite.displayName = 'CrewStatusSprite';

/** A cell's status icon, from the sprite; none for a colour key the grid does not know. */
export const CrewStatusIcon = ({ colourKey }: { colourKey: string }) =>
  crewStatusIcon(colourKey) ? (
    <svg width={12} height={12} aria-hidden>
      <use href={`#${iconId(colourKey)}`} />
    </svg>
  ) : null;
