import type { DocumentSigning } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { drawSignature, drawnSignature, fakeCanvas } from '@/testing/signature-pad';
import { DocumentPage } from './document-page';
import { signatoryFixture, signingFixture } from '../testing/signing-fixture';

const office = signatoryFixture({ id: 8, name: 'Lucas Visser', statusCaption: 'Signed' });
const mine = signatoryFixture({ id: 9, name: 'Cas Crew', isMine: true, canSignNow: true });

beforeAll(loadTexts);
beforeEach(() => {
  fakeCanvas();
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});

const serve = (answer: DocumentSigning, afterSigning?: DocumentSigning) =>
  server.use(
    apiGet('/file/:id', () => new HttpResponse('%PDF-1.7')),
    apiGet('/documents/5/signing', answer),
    apiPost('/documentSignatories/:id/sign', afterSigning ?? answer),
  );

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

    await userEvent.click(screen.getByRole('button', { name: 'Sign document' }));
    expect(screen.getByText('Please draw your signature first.')).toBeTruthy();

    drawSignature(screen.getByTestId('signature-pad'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign document' }));
    expect(await screen.findByTestId('document-signed')).toBeTruthy();
    const [signing] = sentRequests({ method: 'POST' });
    expect(signing?.path).toBe('/documentSignatories/9/sign');
    expect(signing?.body).toEqual({ signature: drawnSignature, rating: null });
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
