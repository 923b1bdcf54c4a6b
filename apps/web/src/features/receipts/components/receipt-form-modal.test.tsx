import type { ReceiptDetail } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { ReceiptFormModal } from './receipt-form-modal';

const created: ReceiptDetail = {
  id: 3,
  number: 'R-2026-00003',
  status: 'draft',
  date: '2026-11-20',
  personId: 1,
  personName: 'Sanne de Vries',
  receiptTypeName: 'Parking',
  projectName: null,
  totalCents: 1210,
  receiptTypeId: 4,
  projectId: null,
  templateId: null,
  description: null,
  taxCents: 210,
  submittedAt: null,
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
  payrollNumber: null,
  items: [{ id: 9, description: 'Parking P1', amountCents: 1210, taxCents: 210 }],
  documents: [],
  actions: { edit: true, submit: false, decide: false, delete: true, copy: true },
};

beforeAll(loadTexts);

describe('ReceiptFormModal', () => {
  it('sends the lines in cents and hands over the new draft', async () => {
    server.use(
      apiGet('/receiptTypes', [{ id: 4, name: 'Parking' }]),
      apiGet('/receiptProjects', []),
      apiPost('/receipts', reply(201, created)),
    );
    const onCreated = vi.fn();
    renderWithProviders(<ReceiptFormModal onClose={vi.fn()} onCreated={onCreated} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('receipt-form-type'));
    await user.click(await screen.findByRole('option', { name: 'Parking' }));
    const fill = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByLabelText(/Date on the receipt/), '2026-11-20');
    await fill(screen.getByRole('textbox', { name: /Line 1/ }), 'Parking P1');
    await fill(screen.getByRole('textbox', { name: /Amount incl. tax/ }), '12.10');
    await fill(screen.getByRole('textbox', { name: /Of which tax/ }), '2.10');
    await user.click(screen.getByTestId('receipt-form-save'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(sentRequests({ method: 'POST' })[0]?.body).toEqual({
      receiptTypeId: 4,
      projectId: null,
      templateId: null,
      date: '2026-11-20',
      description: '',
      items: [{ description: 'Parking P1', amountCents: 1210, taxCents: 210 }],
    });
  }, 40_000);

  it('refuses a line without an amount before sending', async () => {
    server.use(
      apiGet('/receiptTypes', [{ id: 4, name: 'Parking' }]),
      apiGet('/receiptProjects', []),
    );
    renderWithProviders(<ReceiptFormModal onClose={vi.fn()} onCreated={vi.fn()} />);
    await userEvent.setup().click(screen.getByTestId('receipt-form-save'));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(sentRequests({ method: 'POST' })).toEqual([]);
  });

  it("starts from a template of the project's company: type and description", async () => {
    server.use(
      apiGet('/receiptTypes', [
        { id: 4, name: 'Parking' },
        { id: 5, name: 'Meals' },
      ]),
      apiGet('/receiptProjects', [
        { id: 8, number: 'P-2026-008', name: 'Ahoy gala', companyId: 2, companyName: 'Ahoy' },
      ]),
      apiGet('/companies/:id/receiptTemplates', [
        { id: 11, companyId: 2, name: 'Crew dinner', receiptTypeId: 5, description: 'Dinner' },
      ]),
    );
    renderWithProviders(<ReceiptFormModal onClose={vi.fn()} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('receipt-form-project'));
    await user.click(await screen.findByRole('option', { name: 'P-2026-008 Ahoy gala' }));
    await user.click(await screen.findByTestId('receipt-form-template'));
    await user.click(await screen.findByRole('option', { name: 'Crew dinner' }));
    await waitFor(() =>
      expect((screen.getByTestId('receipt-form-type') as HTMLInputElement).value).toBe('Meals'),
    );
    expect(screen.getByDisplayValue('Dinner')).toBeTruthy();
    expect(screen.getByText('Ready-made receipt of Ahoy')).toBeTruthy();
  }, 40_000);
});
