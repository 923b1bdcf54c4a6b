import type { Location } from '@crewhub/shared';

/** The location form as its inputs hold it: all text, converted once on submit. */
export type LocationValues = {
  name: string;
  street: string;
  zipcode: string;
  city: string;
  country: string;
  regionId: string;
  link: string;
  info: string;
  latitude: string;
  longitude: string;
};

const textOf = (value: string | number | null) => (value === null ? '' : String(value));

export const emptyLocationValues: LocationValues = {
  name: '',
  street: '',
  zipcode: '',
  city: '',
  country: '',
  regionId: '',
  link: '',
  info: '',
  latitude: '',
  longitude: '',
};

export const locationValuesFrom = (location: Location): LocationValues => ({
  name: location.name,
  street: textOf(location.street),
  zipcode: textOf(location.zipcode),
  city: textOf(location.city),
  country: textOf(location.country),
  regionId: textOf(location.regionId),
  link: textOf(location.link),
  info: textOf(location.info),
  // Coordinates the geocoder computed are not the planner's entry: leave them to it again.
  latitude: location.geoSource === 'manual' ? textOf(location.latitude) : '',
  longitude: location.geoSource === 'manual' ? textOf(location.longitude) : '',
});

const text = (value: string) => (value.trim() === '' ? null : value.trim());
/** Accepts a decimal comma, as typed on many European keyboards. */
const decimal = (value: string) => {
  const entered = text(value);
  return entered === null ? null : Number(entered.replace(',', '.'));
};

/** The POST /locations(/{id}) body; emptied fields clear, empty coordinates ask the geocoder. */
export const toLocationInput = (values: LocationValues) => ({
  name: values.name.trim(),
  street: text(values.street),
  zipcode: text(values.zipcode),
  city: text(values.city),
  country: text(values.country),
  regionId: values.regionId ? Number(values.regionId) : null,
  link: text(values.link),
  info: text(values.info),
  latitude: decimal(values.latitude),
  longitude: decimal(values.longitude),
});
