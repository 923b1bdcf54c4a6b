import type { Invoice } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { InvoiceActions } from './invoice-actions';

const invoice = (values: Partial<Invoice> = {}): Invoice => ({
  id: 3,
  number: 'INV-2026-0042',
  type: 'invoice',
  clientReference: null,
  status: 'design',
  invoiceDate: '2026-11-23',
  dueDate: '2026-12-07',
  paidDate: null,
  netCents: 65250,
  taxCents: 13703,
  totalCents: 78953,
  companyId: 1,
  companyName: 'Rotterdam Ahoy Events',
  contactId: null,
  contactName: null,
  clientMark: null,
  projectId: null,
  projectNumber: null,
  projectName: null,
  title: 'Winter storage',
  startDate: null,
  endDate: null,
  fileUrl: null,
  ...values,
});

beforeAll(loadTexts);

describe('InvoiceActions', () => {
  it('releases a design and mails it unless unticked', async () => {
    const released = invoice({ status: 'released', fileUrl: '/files/1' });
    server.use(apiPost('/invoices/:number/release', released));
    renderWithProviders(<InvoiceActions invoice={invoice()} lines={[]} />);
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mail the PDF to the client' }));
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(sentRequests({ method: 'POST' })[0]).toMatchObject({
        path: '/invoices/INV-2026-0042/release',
        body: { sendMail: false },
      }),
    );
  });

  // A dialog with a picker: slow on a busy CI machine.
  it("edits a design's header: contact, reference and due date", { timeout: 45_000 }, async () => {
    server.use(
      apiPost('/invoices/:number', invoice({ clientReference: 'PO-7781' })),
      apiGet('/companies/:id/invoiceContacts', [
        { id: 5, name: 'Eva Jansen', email: 'eva@ahoy.example' },
      ]),
    );
    renderWithProviders(<InvoiceActions invoice={invoice()} lines={[]} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('invoice-edit'));
    await user.click(await screen.findByTestId('invoice-contact-select'));
    await user.click(await screen.findByRole('option', { name: 'Eva Jansen (eva@ahoy.example)' }));
    await user.type(screen.getByTestId('invoice-client-reference'), 'PO-7781');
    const due = screen.getByTestId('invoice-due-date');
    await user.clear(due);
    await user.type(due, '2026-12-21');
    await user.click(screen.getByTestId('invoice-edit-submit'));
    await waitFor(() =>
      expect(sentRequests({ method: 'POST' })[0]).toMatchObject({
        path: '/invoices/INV-2026-0042',
        body: {
          contactId: 5,
          title: 'Winter storage',
          clientReference: 'PO-7781',
          invoiceDate: '2026-11-23',
          dueDate: '2026-12-21',
          startDate: null,
          endDate: null,
        },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('edit-invoice-form')).toBeNull());
  });

  // A dialog with three pickers: slow on a busy CI machine.
  it('adds a line under a charge type at the standard tax rate', { timeout: 45_000 }, async () => {
    const page = <T,>(items: T[]) => ({ items, page: 1, limit: 1000, total: items.length });
    server.use(
      apiGet(
        '/taxTypes',
        page([
          { id: 11, name: 'VAT low', rateBasisPoints: 900 },
          { id: 12, name: 'VAT high', rateBasisPoints: 2100 },
        ]),
      ),
      apiGet(
        '/chargeTypes',
        page([
          { id: 21, name: 'Catering' },
          { id: 22, name: 'Travel costs' },
        ]),
      ),
      apiPost('/invoices/:number', invoice()),
    );
    renderWithProviders(<InvoiceActions invoice={invoice()} lines={[]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const form = await screen.findByTestId('add-line-form');
    expect(within(form).getByTestId<HTMLInputElement>('line-tax-type').value).toBe(
      'VAT high (21%)',
    );
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    // Without a description, charge type and price nothing is sent.
    expect(sentRequests({ method: 'POST' })).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Description/), 'Travel to venue');
    await user.click(within(form).getByTestId('line-charge-type'));
    await user.click(await screen.findByRole('option', { name: 'Travel costs' }));
    await user.type(within(form).getByLabelText(/Unit price/), '45');
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    await waitFor(() =>
      expect(sentRequests({ method: 'POST' })[0]).toMatchObject({
        path: '/invoices/INV-2026-0042',
        body: {
          items: [
            {
              description: 'Travel to venue',
              chargeTypeId: 22,
              quantity: 1,
              unitPriceCents: 4500,
              taxTypeId: 12,
            },
          ],
        },
      }),
    );
  });

  it('offers only marking paid once released or overdue', () => {
    renderWithProviders(<InvoiceActions invoice={invoice({ status: 'unpaid' })} lines={[]} />);
    expect(screen.getByRole('button', { name: 'Mark as paid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
    expect(screen.queryByTestId('invoice-edit')).toBeNull();
  });
});
