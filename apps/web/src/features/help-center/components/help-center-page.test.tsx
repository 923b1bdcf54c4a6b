import type { Faq, Page } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { apiError, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { HelpCenterPage } from './help-center-page';

const faq = (id: number, question: string, answer: string): Faq => ({
  id,
  companyId: null,
  companyName: null,
  categories: [{ id: 3, name: 'Payroll' }],
  loginTypes: [],
  tags: ['payroll'],
  question,
  answer,
  language: 'en',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const pageOf = (items: Faq[]): Page<Faq> => ({ items, page: 1, limit: 1000, total: items.length });

const signIn = (userRights: Record<string, Record<string, string[]>>) =>
  startSession({ token: fakeToken(), userRights, mailboxUserRights: [], tenant: null });

beforeAll(async () => {
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
  await loadTexts();
});
afterEach(() => clearSession());

describe('HelpCenterPage', () => {
  it('searches, and shows answers as sanitised Markdown', async () => {
    signIn({ faq: { READ: ['ALL'] } });
    server.use(
      apiGet('/categories', {
        items: [{ id: 3, name: 'Payroll' }],
        page: 1,
        limit: 1000,
        total: 1,
      }),
      apiGet('/faq', (request) =>
        request.query.get('q') === 'paid'
          ? pageOf([
              faq(1, 'When am I paid?', 'On the **last** day. <img src=x onerror="alert(1)">'),
            ])
          : pageOf([]),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<HelpCenterPage />);
    await screen.findByText('No FAQs yet');
    expect(screen.queryByRole('button', { name: 'New FAQ' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'paid');
    await user.click(await screen.findByRole('button', { name: 'When am I paid?' }));
    const bold = await screen.findByText('last');
    expect(bold.tagName).toBe('STRONG');
    expect(document.querySelector('[data-testid="faq-list"] img')).toBeNull();
    expect(sentRequests({ path: '/faq' }).at(-1)?.query.get('language')).toBe('en');
  });

  it('says "No results found" when a search finds nothing, and clears the search', async () => {
    signIn({ faq: { READ: ['ALL'] } });
    server.use(
      apiGet('/categories', { items: [], page: 1, limit: 1000, total: 0 }),
      apiGet('/faq', (request) =>
        request.query.get('q') ? pageOf([]) : pageOf([faq(1, 'When am I paid?', 'Monthly.')]),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<HelpCenterPage />);
    await screen.findByRole('button', { name: 'When am I paid?' });

    const search = screen.getByRole('searchbox', { name: 'Search the help centre' });
    await user.type(search, 'parking');
    expect((await screen.findByTestId('no-results')).textContent).toContain('No results found');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await screen.findByRole('button', { name: 'When am I paid?' });
    expect(search).toHaveProperty('value', '');
  });

  it('lets the office write an FAQ for clients only', async () => {
    signIn({ faq: { READ: ['ALL'], CREATE: ['ALL'], EDIT: ['ALL'] } });
    server.use(
      apiGet('/categories', {
        items: [{ id: 3, name: 'Payroll' }],
        page: 1,
        limit: 1000,
        total: 1,
      }),
      apiGet('/companies', { items: [], page: 1, limit: 1000, total: 0 }),
      apiGet('/faq', pageOf([])),
      apiPost('/faq', (request) => ({ ...faq(9, 'Q', 'A'), ...(request.body as object) })),
    );
    const user = userEvent.setup();
    renderWithProviders(<HelpCenterPage />);
    await user.click(await screen.findByRole('button', { name: 'New FAQ' }));
    await user.click(screen.getByRole('button', { name: 'Create FAQ' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    // Pasted: typing long texts key by key re-renders the whole form each time.
    await user.click(screen.getByRole('textbox', { name: 'Question' }));
    await user.paste('Where do I park?');
    await user.click(screen.getByRole('textbox', { name: 'Answer' }));
    await user.paste('Use **P3**.');
    await user.type(screen.getByTestId('faq-tags'), 'parking venue ');
    await user.click(screen.getByTestId('faq-login-types'));
    await user.click(await screen.findByRole('option', { name: 'Clients' }));
    await user.click(screen.getByRole('button', { name: 'Create FAQ' }));
    await waitFor(() => expect(sentRequests({ method: 'POST', path: '/faq' })).toHaveLength(1));
    expect(sentRequests({ method: 'POST', path: '/faq' })[0]?.body).toEqual({
      companyId: null,
      categoryIds: [],
      loginTypes: ['clients'],
      tags: ['parking', 'venue'],
      question: 'Where do I park?',
      answer: 'Use **P3**.',
      language: 'en',
    });
  });

  it('opens an FAQ from its shared link, and says so when it is not for the reader', async () => {
    signIn({ faq: { READ: ['ALL'] } });
    server.use(
      apiGet('/categories', { items: [], page: 1, limit: 1000, total: 0 }),
      apiGet('/faq', pageOf([])),
      apiGet('/faq/4', faq(4, 'Where do I park?', 'Use **P3**.')),
      apiGet('/faq/5', apiError(404, 'NOT_FOUND')),
    );
    const user = userEvent.setup();
    renderWithProviders(<HelpCenterPage />, { route: '/HelpCenter?faq=4' });
    const detail = await screen.findByTestId('faq-detail');
    expect(within(detail).getByRole('heading', { name: 'Where do I park?' })).toBeTruthy();
    expect(within(detail).getByText('P3').tagName).toBe('STRONG');
    await user.click(within(detail).getByRole('button', { name: 'All questions' }));
    expect(screen.queryByTestId('faq-detail')).toBeNull();

    renderWithProviders(<HelpCenterPage />, { route: '/HelpCenter?faq=5' });
    expect(await screen.findByTestId('faq-detail-missing')).toBeTruthy();
  });
});
