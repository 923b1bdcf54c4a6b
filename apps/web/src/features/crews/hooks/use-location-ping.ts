import type { CrewPage } from '@crewhub/shared';
import { useEffect, useState } from 'react';
import { recordLiveLocation } from '../api/record-live-location';
import { currentPosition, locationPermission } from '../lib/geolocation';
import { startLocationPings } from '../lib/location-ping';

/**
 * While I am checked in and this page is open, shares my position every five minutes. It never
 * asks for permission itself: only when location access was already granted (at check-in).
 * Returns whether it is sharing, so the page can say so.
 */
export const useLocationPing = (page: Pick<CrewPage, 'id' | 'viewer'>): boolean => {
  const checkedIn = Boolean(page.viewer.checkInAt && !page.viewer.checkOutAt);
  const [granted, setGranted] = useState(false);

  useEffect(() => {
    if (!checkedIn) return;
    let active = true;
    void locationPermission().then((state) => {
      if (active) setGranted(state === 'granted');
    });
    return () => {
      active = false;
    };
  }, [checkedIn]);

  const sharing = checkedIn && granted;
  useEffect(() => {
    if (!sharing) return;
    return startLocationPings({
      position: () => currentPosition(),
      send: (input) => recordLiveLocation(page.id, input),
    });
  }, [sharing, page.id]);

  return sharing;
};
