import type { MobileDocument, Page } from '@crewhub/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { MobileDocumentsPage } from './mobile-documents-page';

const pageOf = <T,>(items: T[]): Page<T> => ({ items, page: 1, limit: 1000, total: items.length });

const document = (id: number, name: string): MobileDocument => ({
  id,
  kind: 'company',
  name,
  description: 'How we work',
  publishedOn: '2026-10-01',
  company: null,
  rateCardId: null,
  file: { filename: 'a.pdf', contentType: 'application/pdf', size: 10, url: `/files/${id}?sig=x` },
});

const signIn = (userRights: Record<string, Record<string, string[]>>) =>
  startSession({ token: fakeToken(), userRights, mailboxUserRights: [], tenant: null });

beforeAll(loadTexts);
afterEach(() => clearSession());

describe('MobileDocumentsPage', () => {
  it('shows company documents with their signed links, and no price tabs without the right', async () => {
    signIn({ mobileDocuments: { READ: ['ALL'] } });
    server.use(apiGet('/mobileDocuments', pageOf([document(1, 'Crew handbook')])));
    renderWithProviders(<MobileDocumentsPage />);
    const link = await screen.findByRole('link', { name: 'Crew handbook' });
    expect(link.getAttribute('href')).toBe('/files/1?sig=x');
    expect(screen.queryByRole('tab', { name: 'Rate card' })).toBeNull();
  });

  it('opens a rate card to its hourly rates and documents', async () => {
    signIn({ mobileDocuments: { READ: ['ALL'] }, rateCards: { READ: ['OWN'] } });
    server.use(
      apiGet('/mobileDocuments', pageOf([])),
      apiGet(
        '/rateCards',
        pageOf([
          {
            id: 4,
            name: 'Standard rates',
            companyId: null,
            companyName: null,
            validFrom: '2026-01-01',
            validTo: null,
            currency: 'EUR',
          },
        ]),
      ),
      apiGet(
        '/rateCards/:id/items',
        pageOf([{ id: 1, functionId: 2, functionName: 'Stagehand', hourlyRateCents: 3250 }]),
      ),
      apiGet('/rateCards/:id/documents', pageOf([document(8, 'Surcharges')])),
    );
    const user = userEvent.setup();
    renderWithProviders(<MobileDocumentsPage />);
    expect(await screen.findByText('No documents here')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Rate card' }));
    await user.click(await screen.findByRole('button', { name: /Standard rates/ }));
    expect(await screen.findByText('Stagehand')).toBeTruthy();
    expect(screen.getByText('€32.50')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Surcharges' })).toBeTruthy();
  });
});
