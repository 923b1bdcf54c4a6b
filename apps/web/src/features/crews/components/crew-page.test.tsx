import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { crewMemberFixture, crewPageFixture } from '../testing/crew-page-fixture';
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
});
