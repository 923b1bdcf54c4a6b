import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenClaimsOf } from '@/lib/session-checks';
import type { Session } from '@/lib/session';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { DrawerHeader } from './drawer-header';

const sessionOf = (type: string): Session => {
  const token = fakeToken({ type });
  const claims = tokenClaimsOf(token);
  if (!claims) throw new Error('the fake token has no claims');
  return { token, claims, userRights: {}, mailboxUserRights: [], tenant: null };
};

beforeAll(loadTexts);

describe('DrawerHeader', () => {
  // WCAG's label in name: a speech user says what they see; the name must contain it.
  it('names the profile link with what it shows, after what it opens', () => {
    renderWithProviders(<DrawerHeader session={sessionOf('MOBILE')} tenantName="Demo Events" />);
    const link = screen.getByRole('link', { name: 'My profile: Cas Crew Demo Events' });
    expect(link.getAttribute('href')).toBe('/profile');
  });

  it('shows a guest who they are without a profile link', () => {
    renderWithProviders(<DrawerHeader session={sessionOf('project')} tenantName="Demo Events" />);
    expect(screen.getByText('Cas Crew')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
