/** Which maps app opens location links; each person picks one on their profile. */
export const mapServices = ['google', 'apple', 'osm', 'waze'] as const;
export type MapService = (typeof mapServices)[number];

type Mappable = {
  name?: string | null;
  street?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** The one-line address of a location, for map searches and calendar events. */
export const addressLine = (place: Mappable): string =>
  [place.street, [place.zipcode, place.city].filter(Boolean).join(' '), place.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');

/**
 * A link that opens the location in the person's map service: exact coordinates when known,
 * otherwise a search for the address (or the name when there is no address).
 */
export const mapLinkFor = (place: Mappable, service: MapService = 'google'): string => {
  const hasCoordinates = place.latitude != null && place.longitude != null;
  const query = hasCoordinates
    ? `${place.latitude},${place.longitude}`
    : addressLine(place) || place.name || '';
  const encoded = encodeURIComponent(query);
  if (service === 'apple') return `https://maps.apple.com/?q=${encoded}`;
  if (service === 'waze') {
    return hasCoordinates
      ? `https://waze.com/ul?ll=${encoded}&navigate=yes`
      : `https://waze.com/ul?q=${encoded}&navigate=yes`;
  }
  if (service === 'osm') {
    return hasCoordinates
      ? `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=16/${place.latitude}/${place.longitude}`
      : `https://www.openstreetmap.org/search?query=${encoded}`;
  }
  return `https://www.google.com/maps/search/?api=1&query=${encoded}`;
};
