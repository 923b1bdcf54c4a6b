import type { CrewPhoto, UserRights } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { apiGet, apiPost, sentCalls } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { crewMemberFixture, crewPageFixture } from '../testing/crew-page-fixture';
import { PhotosPage } from './photos-page';

const photo = (id: number, status: CrewPhoto['status'], personId = 3): CrewPhoto => ({
  id,
  personId,
  status,
  filename: `stage-${id}.jpg`,
  contentType: 'image/jpeg',
  size: 2048,
  createdAt: '2026-11-23T09:30:00.000Z',
  url: `/api/v1/file/${id}?expires=1&signature=x`,
  thumbnailUrl: null,
});

const member = crewMemberFixture({
  personId: 3,
  contact: {
    personId: 3,
    name: 'Sanne de Vries',
    phone: null,
    email: null,
    links: { call: null, mail: null, message: null },
  },
});

/** The server: the crew page for `role`, the photos, and the decision calls. */
const serve = (role: 'planner' | 'member', photos: CrewPhoto[]) =>
  server.use(
    apiPost('/projectCrews/5/photos/:photoId/:decision', (_request, { photoId, decision }) => ({
      ...photo(Number(photoId), 'pending'),
      status: decision === 'approve' ? 'approved' : 'rejected',
    })),
    apiGet('/projectCrews/5/crewPage', crewPageFixture({ role }, { members: [member] })),
    apiGet('/projectCrews/5/photos', photos),
  );

const signIn = (userRights: UserRights) =>
  startSession({ token: fakeToken(), userRights, mailboxUserRights: [], tenant: null });

beforeAll(loadTexts);
afterEach(() => clearSession());

describe('photo approval', () => {
  it('lets a planner who may edit crews approve a pending photo', async () => {
    signIn({ crews: { READ: ['ALL'], EDIT: ['ALL'] } });
    serve('planner', [photo(11, 'pending'), photo(12, 'approved')]);
    renderWithProviders(<PhotosPage id={5} />);

    const pending = await screen.findByTestId('pending-photo-11');
    expect(within(pending).getByText(/By Sanne de Vries/)).toBeTruthy();
    // Decided photos stay in the grid; pending ones wait in the approval list only.
    expect(screen.getByTestId('photo-12')).toBeTruthy();
    expect(screen.queryByTestId('photo-11')).toBeNull();
    // Planners do not work on the crew: no upload.
    expect(screen.queryByText('Take or add photos')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sentCalls()).toContain('POST /projectCrews/5/photos/11/approve'));
  });

  it('sends a rejection as its own call', async () => {
    signIn({ crews: { READ: ['ALL'], EDIT: ['ALL'] } });
    serve('planner', [photo(11, 'pending')]);
    renderWithProviders(<PhotosPage id={5} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sentCalls()).toContain('POST /projectCrews/5/photos/11/reject'));
  });

  it('offers no decision to planners who may only read crews', async () => {
    signIn({ crews: { READ: ['ALL'] } });
    serve('planner', [photo(11, 'pending')]);
    renderWithProviders(<PhotosPage id={5} />);
    expect(await screen.findByTestId('photo-status-11')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the uploader their photo as pending approval, without the buttons', async () => {
    signIn({ crews: { READ: ['OWN'] } });
    serve('member', [photo(11, 'pending'), photo(13, 'rejected')]);
    renderWithProviders(<PhotosPage id={5} />);
    expect((await screen.findByTestId('photo-status-11')).textContent).toBe('Pending approval');
    expect(screen.getByTestId('photo-status-13').textContent).toBe('Rejected');
    expect(screen.queryByTestId('photo-approval')).toBeNull();
    expect(await screen.findByText('Take or add photos')).toBeTruthy();
  });
});
