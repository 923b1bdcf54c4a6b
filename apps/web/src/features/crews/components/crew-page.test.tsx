import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { apiError, apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { crewMemberFixture, crewPageFixture } from '../testing/crew-page-fixture';
import { CrewMemberContactPage } from './crew-contact-page';
import { CrewHubPage } from './crew-page';

// The session's person is 1 (fakeToken): here the crew chief, Cas.
const contact = (personId: number, name: string) => ({
  personId,
  name,
  phone: null,
  email: null,
  links: { call: null, mail: null, message: null },
});

beforeAll(loadTexts);
afterEach(() => clearSession());

describe('CrewHubPage', () => {
  it('offers the crew chief no way to contact himself, and the others one each', async () => {
    startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
    server.use(
      apiGet('/projectCrews/5/securityChecks', []),
      apiGet(
        '/projectCrews/5/crewPage',
        crewPageFixture(
          { role: 'chief', assignmentId: 10 },
          {
            shift: 'evening',
            crewChief: contact(1, 'Cas Crew'),
            members: [
              crewMemberFixture({ personId: 1, contact: contact(1, 'Cas Crew') }),
              crewMemberFixture({ personId: 2, contact: contact(2, 'Sanne de Vries') }),
            ],
          },
        ),
      ),
    );
    renderWithProviders(<CrewHubPage id={5} />);
    const members = await screen.findByTestId('crew-members');
    expect(screen.queryByTestId('crew-contact-chief-link')).toBeNull();
    expect(within(members).getByTestId('crew-member-1').tagName).toBe('DIV');
    expect(within(members).getByTestId('crew-member-2').getAttribute('href')).toBe(
      '/crews/5/contact-crew-member/2',
    );
    // The shift code reads as a word.
    expect(within(screen.getByTestId('crew-header')).getByText('Evening')).toBeTruthy();
  });

  it("shows check-in and check-out times in the member's time zone, not the browser's", async () => {
    startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
    server.use(
      apiGet('/projectCrews/5/securityChecks', []),
      apiGet(
        '/projectCrews/5/crewPage',
        crewPageFixture(
          { role: 'chief', assignmentId: 10 },
          {
            members: [
              crewMemberFixture({
                personId: 2,
                contact: contact(2, 'Sanne de Vries'),
                // 07:05 and 15:30 UTC are 02:05 and 10:30 in New York.
                checkInAt: '2026-11-23T07:05:00.000Z',
                checkOutAt: '2026-11-23T15:30:00.000Z',
                timeZone: 'America/New_York',
              }),
            ],
          },
        ),
      ),
    );
    renderWithProviders(<CrewHubPage id={5} />);
    const member = await screen.findByTestId('crew-member-2');
    expect(member.textContent).toContain('02:05');
    expect(member.textContent).toContain('10:30');
  });

  it('says "contact not found" for a person outside the crew', async () => {
    startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
    server.use(
      apiGet('/projectCrews/5/members/77', apiError(404, 'NOT_FOUND')),
      apiGet('/projectCrews/5/crewPage', crewPageFixture()),
    );
    renderWithProviders(<CrewMemberContactPage id={5} personId={77} />);
    expect((await screen.findByTestId('not-found-state')).textContent).toContain(
      'Contact not found',
    );
  });

  it('says "crew not found" when the crew is missing or not the caller\'s', async () => {
    startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
    server.use(apiGet('/projectCrews/5/crewPage', apiError(404, 'NOT_FOUND')));
    renderWithProviders(<CrewHubPage id={5} />);
    expect((await screen.findByTestId('not-found-state')).textContent).toContain('Crew not found');
  });
});
