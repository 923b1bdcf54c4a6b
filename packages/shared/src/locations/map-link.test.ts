import { describe, expect, it } from 'vitest';
import { addressLine, mapLinkFor } from './map-link';

const ahoy = { name: 'Ahoy', street: 'Ahoyweg 10', zipcode: '3084 BA', city: 'Rotterdam' };

describe('mapLinkFor', () => {
  it('uses the coordinates when known', () => {
    expect(mapLinkFor({ ...ahoy, latitude: 51.88, longitude: 4.49 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=51.88%2C4.49',
    );
  });

  it('searches the address otherwise', () => {
    expect(addressLine(ahoy)).toBe('Ahoyweg 10, 3084 BA Rotterdam');
    expect(mapLinkFor(ahoy, 'apple')).toBe(
      'https://maps.apple.com/?q=Ahoyweg%2010%2C%203084%20BA%20Rotterdam',
    );
  });

  it('falls back to the name and supports OpenStreetMap', () => {
    expect(mapLinkFor({ name: 'Field 3' }, 'osm')).toBe(
      'https://www.openstreetmap.org/search?query=Field%203',
    );
  });

  it('opens Waze at the coordinates or on the address', () => {
    expect(mapLinkFor({ ...ahoy, latitude: 51.88, longitude: 4.49 }, 'waze')).toBe(
      'https://waze.com/ul?ll=51.88%2C4.49&navigate=yes',
    );
    expect(mapLinkFor(ahoy, 'waze')).toBe(
      'https://waze.com/ul?q=Ahoyweg%2010%2C%203084%20BA%20Rotterdam&navigate=yes',
    );
  });
});
