import { describe, expect, it } from 'vitest';
import {
  crewItemStatusActions,
  crewItemStatuses,
  nextCrewItemStatus,
  type CrewItemStatus,
  type CrewItemStatusAction,
} from './crew-item-status';

const allowed: [CrewItemStatusAction, CrewItemStatus, CrewItemStatus][] = [
  ['activate', 'applied', 'confirmed'],
  ['activate', 'requested', 'confirmed'],
  ['activate', 'spare', 'confirmed'],
  ['spare', 'applied', 'spare'],
  ['spare', 'requested', 'spare'],
  ['spare', 'confirmed', 'spare'],
  ['notNeeded', 'applied', 'not_needed'],
  ['notNeeded', 'requested', 'not_needed'],
  ['notNeeded', 'confirmed', 'not_needed'],
  ['notNeeded', 'spare', 'not_needed'],
  ['reactivate', 'not_needed', 'requested'],
  ['reactivate', 'cancelled', 'requested'],
  ['reactivate', 'no_show', 'requested'],
  ['noShow', 'confirmed', 'no_show'],
  ['cancel', 'applied', 'cancelled'],
  ['cancel', 'requested', 'cancelled'],
  ['cancel', 'confirmed', 'cancelled'],
  ['cancel', 'spare', 'cancelled'],
  ['confirm', 'requested', 'confirmed'],
];

describe('nextCrewItemStatus', () => {
  it.each(allowed)('%s from %s -> %s', (action, from, to) => {
    expect(nextCrewItemStatus(from, action)).toBe(to);
  });

  const refused = crewItemStatusActions.flatMap((action) =>
    crewItemStatuses
      .filter((from) => !allowed.some(([a, f]) => a === action && f === from))
      .map((from) => [action, from] as const),
  );
  it.each(refused)('refuses %s from %s', (action, from) => {
    expect(nextCrewItemStatus(from, action)).toBeNull();
  });
});
