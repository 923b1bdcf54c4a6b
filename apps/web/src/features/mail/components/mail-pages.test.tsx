import type { EmailMessage, EmailMessageSummary, Mailbox } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { EmailMessagePage } from './email-message-page';
import { MailboxPage } from './mailbox-page';
import { UnsubscribePage } from './unsubscribe-page';

const mailboxes: Mailbox[] = [
  { id: null, name: 'Lucas Visser', address: 'office@demo.crewhub.app', unread: 0 },
  { id: 4, name: 'Planning', address: 'planning@demo.crewhub.app', unread: 1 },
];

const summary = (values: Partial<EmailMessageSummary> = {}): EmailMessageSummary => ({
  id: 11,
  sender: 'no-reply@localhost',
  recipients: ['planning@demo.crewhub.app'],
  subject: 'Crewhub Demo Events: form Intake from Sanne de Vries',
  category: 'forms',
  read: false,
  attachmentCount: 1,
  createdAt: '2026-11-23T08:00:00.000Z',
  ...values,
});

beforeAll(loadTexts);

describe('MailboxPage', () => {
  it('lists the chosen mailbox with unread state and searches it', async () => {
    server.use(
      apiGet('/mailboxes', mailboxes),
      apiGet('/emailMessages', (request) => ({
        items: request.query.get('mailboxId') === '4' ? [summary()] : [],
        page: 1,
        limit: 20,
        total: request.query.get('mailboxId') === '4' ? 1 : 0,
      })),
    );
    renderWithProviders(<MailboxPage />, { route: '/mailbox?mailbox=4' });

    expect(await screen.findByText(/form Intake from Sanne de Vries/)).toBeTruthy();
    expect(screen.getByText('Unread')).toBeTruthy();
    expect(screen.getByLabelText('Attachments: 1')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search mail'), 'intake');
    await waitFor(() =>
      expect(sentRequests({ path: '/emailMessages' }).at(-1)?.query.get('q')).toBe('intake'),
    );
    expect(sentRequests({ path: '/emailMessages' }).at(-1)?.query.get('mailboxId')).toBe('4');
  });
});

describe('EmailMessagePage', () => {
  it('shows the body as text and offers the attachments for download', async () => {
    const message: EmailMessage = {
      ...summary({ read: true }),
      body: 'Hello,\n\n<script>alert(1)</script> is only text here.',
      attachments: [
        { id: 3, filename: 'intake.pdf', contentType: 'application/pdf', url: '/api/v1/file/9?x' },
      ],
    };
    server.use(apiGet('/emailMessages/11', message));
    renderWithProviders(<EmailMessagePage id={11} />);

    expect((await screen.findByTestId('email-body')).textContent).toContain(
      '<script>alert(1)</script> is only text here.',
    );
    expect(document.querySelector('script')).toBeNull();
    const download = screen.getByRole('link', { name: 'Download intake.pdf' });
    expect(download.getAttribute('href')).toBe('/api/v1/file/9?x');
    expect(download.getAttribute('download')).toBe('intake.pdf');
  });
});

describe('UnsubscribePage', () => {
  it('unsubscribes after the button and names the category', async () => {
    server.use(apiPost('/emailMessages/unsubscribe', { category: 'forms' }));
    renderWithProviders(<UnsubscribePage token="t0ken-t0ken-t0ken-t0ken" />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByTestId('unsubscribed')).textContent).toContain('submitted forms');
    expect(sentRequests({ path: '/emailMessages/unsubscribe' })[0]?.body).toEqual({
      token: 't0ken-t0ken-t0ken-t0ken',
    });
  });

  it('says when the link is not valid', async () => {
    server.use(apiPost('/emailMessages/unsubscribe', apiError(404, 'LINK_INVALID')));
    renderWithProviders(<UnsubscribePage token="unknown-unknown-unknown" />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link is invalid or has expired.',
    );
  });
});
