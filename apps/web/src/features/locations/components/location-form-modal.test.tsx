import type { Location } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, apiGet, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { buildLocation } from '@/testing/planning-factories';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { LocationFormModal } from './location-form-modal';

const hall = buildLocation({
  id: 7,
  name: 'Hall 7',
  street: 'Kade 1',
  zipcode: null,
  city: 'Gouda',
  country: null,
  mapLink: 'https://www.google.com/maps/search/?api=1&query=Kade%201%2C%20Gouda',
  latitude: 52.01,
  longitude: 4.71,
  geoSource: 'geocoder',
});

const emptyPage = { items: [], page: 1, limit: 1000, total: 0 };
const posts = () => sentRequests({ method: 'POST' }).map(({ path, body }) => ({ path, body }));

/** Opened from another form (the project form's picker), whose submit must not fire. */
const renderForm = (location?: Location) => {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const onOuterSubmit = vi.fn();
  renderWithProviders(
    <form onSubmit={onOuterSubmit}>
      <LocationFormModal location={location} onClose={onClose} onSaved={onSaved} />
    </form>,
  );
  return { onSaved, onClose, onOuterSubmit, user: userEvent.setup() };
};

beforeAll(async () => {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
  await loadTexts();
});

describe('location form', () => {
  it('creates a location from its address, leaving the coordinates to the server', async () => {
    server.use(apiPost('/locations', reply(201, hall)), apiGet('/*', emptyPage));
    const { onSaved, onClose, onOuterSubmit, user } = renderForm();
    expect(screen.getByText('New location')).toBeTruthy();
    await user.type(screen.getByTestId('location-form-name'), 'Hall 7');
    await user.type(screen.getByTestId('location-form-street'), 'Kade 1');
    await user.type(screen.getByTestId('location-form-city'), 'Gouda');
    await user.click(screen.getByTestId('location-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(hall));
    expect(onClose).toHaveBeenCalled();
    expect(onOuterSubmit).not.toHaveBeenCalled();
    expect(posts()).toEqual([
      {
        path: '/locations',
        body: expect.objectContaining({
          name: 'Hall 7',
          street: 'Kade 1',
          city: 'Gouda',
          latitude: null,
          longitude: null,
        }),
      },
    ]);
  });

  it('edits an existing location and marks a field the server refuses', async () => {
    server.use(
      apiPost(
        '/locations/:id',
        apiError(400, 'VALIDATION_FAILED', {
          message: 'body.link: Invalid URL',
          issues: [{ field: 'body.link', message: 'Invalid URL' }],
        }),
      ),
      apiGet('/*', emptyPage),
    );
    const { onSaved, user } = renderForm(hall);
    expect(screen.getByTestId('location-form-name')).toHaveProperty('value', 'Hall 7');
    // Computed coordinates are not the planner's entry: they start empty.
    expect(screen.getByTestId('location-form-latitude')).toHaveProperty('value', '');
    await user.click(screen.getByTestId('location-form-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location-form-link').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(posts()[0]?.path).toBe('/locations/7');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
