import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMapLink } from '@/lib/map-link';
import { clearSession, startSession } from '@/lib/session';
import { apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { profileFixture } from './profile-fixtures';

const place = {
  name: 'Ahoy',
  street: 'Ahoyweg 10',
  city: 'Rotterdam',
  latitude: 51.88,
  longitude: 4.49,
};

const Link = () => {
  const mapLink = useMapLink();
  return <a href={mapLink(place)}>Open map</a>;
};

beforeAll(loadTexts);
afterEach(() => clearSession());

describe('the profile’s map service', () => {
  it('opens location links in the maps app the person chose', async () => {
    startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
    server.use(apiGet('/persons/:id/profile', profileFixture({ personId: 1, mapService: 'osm' })));
    renderWithProviders(<Link />);
    const link = screen.getByRole('link', { name: 'Open map' });
    expect(link.getAttribute('href')).toContain('google.com/maps');
    await expect
      .poll(() => link.getAttribute('href'))
      .toBe('https://www.openstreetmap.org/?mlat=51.88&mlon=4.49#map=16/51.88/4.49');
  });

  it('uses Google Maps without a person', () => {
    renderWithProviders(<Link />);
    expect(screen.getByRole('link', { name: 'Open map' }).getAttribute('href')).toContain(
      'google.com/maps',
    );
  });
});
