import type { GeoPoint } from '@crewhub/shared';

/**
 * Turns an address into coordinates. None is configured by default (no outside calls from a
 * fresh install); then coordinates stay as entered by hand.
 */
export type Geocoder = {
  geocode: (address: {
    street?: string | null;
    zipcode?: string | null;
    city?: string | null;
    country?: string | null;
  }) => Promise<GeoPoint | null>;
};
