import type { ReceiptDetail } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiDelete, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { ReceiptLines } from './receipt-lines';

const draft: ReceiptDetail = {
  id: 3,
  number: 'R-2026-00003',
  status: 'draft',
  date: '2026-11-20',
  personId: 1,
  personName: 'Sanne de Vries',
  receiptTypeName: 'Parking',
  projectName: null,
  totalCents: 1510,
  receiptTypeId: 4,
  projectId: null,
  templateId: null,
  description: null,
  taxCents: 262,
  submittedAt: null,
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
  payrollNumber: null,
  items: [
    { id: 9, description: 'Parking P1', amountCents: 1210, taxCents: 210 },
    { id: 10, description: 'Ferry', amountCents: 300, taxCents: 52 },
  ],
  documents: [],
  actions: { edit: true, submit: true, decide: false, delete: true, copy: true },
};

beforeAll(loadTexts);

describe('ReceiptLines', () => {
  // Typing into a modal takes seconds on a busy machine.
  it('changes a line of my draft in cents and removes another', async () => {
    server.use(
      apiPost('/receiptItems/:id', draft),
      apiDelete('/receiptItems/:id', { ...draft, items: draft.items.slice(0, 1) }),
    );
    renderWithProviders(<ReceiptLines receipt={draft} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change Parking P1' }));
    const form = await screen.findByTestId('receipt-line-form');
    const amount = within(form).getByTestId('receipt-line-amount');
    await user.clear(amount);
    await user.type(amount, '14.50');
    await user.click(within(form).getByTestId('receipt-line-save'));
    await waitFor(() => expect(sentRequests({ method: 'POST' })).toHaveLength(1));
    expect(sentRequests({ method: 'POST' })[0]).toMatchObject({
      path: '/receiptItems/9',
      body: { description: 'Parking P1', amountCents: 1450, taxCents: 210 },
    });

    await user.click(screen.getByRole('button', { name: 'Remove Ferry' }));
    await waitFor(() => expect(sentRequests({ method: 'DELETE' })).toHaveLength(1));
    expect(sentRequests({ method: 'DELETE' })[0]?.path).toBe('/receiptItems/10');
  }, 20_000);

  it('offers no changes once the receipt left the draft', () => {
    renderWithProviders(
      <ReceiptLines
        receipt={{
          ...draft,
          status: 'submitted',
          actions: { ...draft.actions, edit: false, submit: false, delete: false },
        }}
      />,
    );
    expect(screen.queryByTestId('receipt-line-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Ferry' })).toBeNull();
  });
});
