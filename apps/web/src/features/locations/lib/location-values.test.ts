import { locationInputSchema, type Location } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { locationValuesFrom, toLocationInput } from './location-values';

const ahoy: Location = {
  id: 3,
  name: 'Rotterdam Ahoy',
  street: 'Ahoyweg 10',
  zipcode: '3084 BA',
  city: 'Rotterdam',
  country: null,
  regionId: 2,
  regionName: 'Rotterdam',
  link: null,
  info: 'Gate 4',
  mapLink: 'https://maps.example',
  latitude: 51.8843,
  longitude: 4.4885,
  geoSource: 'manual',
};

describe('location form values', () => {
  it('round-trips a saved location into the same body', () => {
    const input = toLocationInput(locationValuesFrom(ahoy));
    expect(input).toEqual({
      name: 'Rotterdam Ahoy',
      street: 'Ahoyweg 10',
      zipcode: '3084 BA',
      city: 'Rotterdam',
      country: null,
      regionId: 2,
      link: null,
      info: 'Gate 4',
      latitude: 51.8843,
      longitude: 4.4885,
    });
    expect(locationInputSchema.safeParse(input).success).toBe(true);
  });

  it('leaves computed coordinates to the geocoder', () => {
    const values = locationValuesFrom({ ...ahoy, geoSource: 'geocoder' });
    expect(values).toMatchObject({ latitude: '', longitude: '' });
    expect(toLocationInput(values)).toMatchObject({ latitude: null, longitude: null });
  });

  it('takes a decimal comma and clears emptied fields', () => {
    const values = { ...locationValuesFrom(ahoy), latitude: '52,01', street: '  ', regionId: '' };
    expect(toLocationInput(values)).toMatchObject({
      latitude: 52.01,
      street: null,
      regionId: null,
    });
  });

  it('lets the shared schema reject half coordinates and odd numbers', () => {
    const half = toLocationInput({ ...locationValuesFrom(ahoy), longitude: '' });
    expect(locationInputSchema.safeParse(half).error?.issues[0]?.path).toEqual(['longitude']);
    const odd = toLocationInput({ ...locationValuesFrom(ahoy), latitude: 'north' });
    expect(locationInputSchema.safeParse(odd).error?.issues[0]?.path).toEqual(['latitude']);
  });
});
