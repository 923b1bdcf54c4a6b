import type { DocumentSigning } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { DocumentPage } from './document-page';
import { signatoryFixture, signingFixture } from '../testing/signing-fixture';

vi.mock('@/components/signature-field', async () => ({
  SignatureField: (await import('@/testing/signature-field-stub')).SignatureFieldStub,
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const office = signatoryFixture({ id: 8, name: 'Lucas Visser', statusCaption: 'Signed' });
const mine = signatoryFixture({ id: 9, name: 'Cas Crew', isMine: true, canSignNow: true });

beforeAll(loadTexts);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const serve = (answer: DocumentSigning, afterSigning?: DocumentSigning) =>
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/v1/file/')) return new Response(new Blob(['%PDF-1.7']));
    if (init?.method === 'POST') return json(200, afterSigning);
    return json(200, answer);
  });

describe('DocumentPage', () => {
  it('lists the signatories with their captions and signs with my drawing', async () => {
    const signed = signingFixture(
      [office, { ...mine, statusCaption: 'Signed', canSignNow: false }],
      {
        isSigned: true,
        signaturesToSign: [
          { position: 1, signatoryId: 9, n: 1, signed: true, signedAt: '2026-11-23T09:00:00Z' },
        ],
      },
    );
    serve(signingFixture([office, mine], { isReadyToSign: true }), signed);
    renderWithProviders(<DocumentPage id={5} />);

    expect(await screen.findByText('Contract addendum 2027')).toBeTruthy();
    expect(screen.getByTestId('signatory-8').textContent).toBe('Lucas VisserSigned');
    expect(screen.getByTestId('signatory-9').textContent).toBe('Cas Crew (you)Ready to sign');
    expect(await screen.findByTestId('pdf-preview')).toBeTruthy();

    await userEvent.click(screen.getByTestId('sign-document-submit'));
    expect(screen.getByText('Please draw your signature first.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'draw' }));
    await userEvent.click(screen.getByTestId('sign-document-submit'));
    expect(await screen.findByTestId('document-signed')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, each]) => each?.method === 'POST')!;
    expect(url).toBe('/api/v1/documentSignatories/9/sign');
    expect(JSON.parse(String(init!.body))).toEqual({
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      rating: null,
    });
    await waitFor(() => expect(screen.queryByTestId('sign-document')).toBeNull());
  });

  it('says who signs first in one-by-one order', async () => {
    serve(
      signingFixture(
        [
          signatoryFixture({ id: 1, name: 'Daan Jansen' }),
          signatoryFixture({ id: 2, isMine: true, statusCaption: null }),
        ],
        { signOneByOne: true },
      ),
    );
    renderWithProviders(<DocumentPage id={5} />);
    expect((await screen.findByTestId('document-waiting')).textContent).toContain(
      'Daan Jansen signs before you.',
    );
    expect(screen.getByText('They sign one after another, in this order.')).toBeTruthy();
    expect(screen.queryByTestId('sign-document')).toBeNull();
  });
});
