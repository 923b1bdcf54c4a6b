export type GeoPoint = { latitude: number; longitude: number };

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine); close enough for "how far is the job". */
export const distanceKm = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
};

export const toGeoPoint = (value: {
  latitude: number | null;
  longitude: number | null;
}): GeoPoint | null =>
  value.latitude == null || value.longitude == null
    ? null
    : { latitude: value.latitude, longitude: value.longitude };
