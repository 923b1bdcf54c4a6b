import type { Geocoder } from './geocoder';

type NominatimOptions = {
  /** e.g. https://nominatim.openstreetmap.org or a self-hosted instance. */
  baseUrl: string;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
  /** Saving a location should not hang on a slow geocoder: then coordinates stay empty. */
  timeoutMs?: number;
};

type NominatimPlace = { lat?: string; lon?: string };

/**
 * A geocoder on the Nominatim search API (OpenStreetMap): structured address in, first match's
 * coordinates out. Any failure (network, status, no match, odd answer) yields null.
 */
export const createNominatimGeocoder = (options: NominatimOptions): Geocoder => ({
  geocode: async (address) => {
    const query = new URLSearchParams({ format: 'jsonv2', limit: '1' });
    const fields = {
      street: address.street,
      postalcode: address.zipcode,
      city: address.city,
      country: address.country,
    };
    for (const [key, value] of Object.entries(fields)) {
      if (value?.trim()) query.set(key, value.trim());
    }
    if (!address.city?.trim() && !address.zipcode?.trim()) return null;
    try {
      const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/search?${query}`, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
      if (!response.ok) return null;
      const [place] = (await response.json()) as NominatimPlace[];
      const latitude = Number(place?.lat);
      const longitude = Number(place?.lon);
      if (!place || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      return { latitude, longitude };
    } catch {
      return null;
    }
  },
});
