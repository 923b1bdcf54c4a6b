import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiGet, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { SendDocumentModal } from './send-document-modal';

const type = (id: number, name: string, values: object) => ({
  id,
  name,
  parameters: null,
  allowsSignatories: false,
  category: 'crew_member',
  ...values,
});

beforeAll(loadTexts);

describe('SendDocumentModal', () => {
  // Picking from a select in a modal takes seconds on a busy machine.
  it('offers the signed paper types and sends type and name before the PDF', async () => {
    vi.spyOn(toast, 'success');
    server.use(
      apiGet('/documentTypes', {
        items: [
          type(3, 'Contract addendum', { allowsSignatories: true }),
          type(4, 'Non-disclosure agreement', { parameters: { allowsSignatories: 'true' } }),
          type(5, 'VCA safety certificate', {}),
          type(6, 'Crew agreement', { allowsSignatories: true, category: 'general' }),
        ],
        total: 4,
        page: 1,
        limit: 1000,
      }),
      apiPost(
        '/staffContracts/:id/documents',
        reply(201, {
          id: 12,
          name: 'Employment contract 2027',
          documentDate: '2026-11-23',
          openSignatories: 1,
          signed: false,
        }),
      ),
    );
    const onClose = vi.fn();
    renderWithProviders(
      <SendDocumentModal contractId={4} personName="Cas Crew" onClose={onClose} />,
    );
    const user = userEvent.setup();
    const form = await screen.findByTestId('send-contract-document');
    await user.click(within(form).getByTestId('send-contract-document-submit'));
    expect(await within(form).findByText('Choose the PDF to sign')).toBeTruthy();
    expect(sentRequests({ method: 'POST' })).toEqual([]);

    await user.click(within(form).getByTestId('send-document-type'));
    expect(await screen.findByRole('option', { name: 'Contract addendum' })).toBeTruthy();
    // Papers that are not signed, and project documents, are no contract to sign.
    expect(screen.queryByRole('option', { name: 'VCA safety certificate' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Crew agreement' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Non-disclosure agreement' }));
    await user.type(within(form).getByTestId('send-document-name'), 'Employment contract 2027');
    const file = new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(within(form).getByTestId('send-contract-document-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = sentRequests({ method: 'POST' });
    expect(sent?.path).toBe('/staffContracts/4/documents');
    const body = sent?.body as FormData;
    expect([...body.keys()]).toEqual(['typeId', 'name', 'file']);
    expect(body.get('typeId')).toBe('4');
    expect(body.get('name')).toBe('Employment contract 2027');
    expect(toast.success).toHaveBeenCalledWith('Sent to Cas Crew to sign');
  }, 20_000);
});
