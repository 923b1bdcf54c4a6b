import type { FormPerform } from '@crewhub/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { performFixture } from '../testing/perform-fixture';
import { FormPerformPage } from './form-perform-page';

vi.mock('@/components/signature-field', async () => ({
  SignatureField: (await import('@/testing/signature-field-stub')).SignatureFieldStub,
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
let form: FormPerform;
const posted = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

beforeAll(loadTexts);
beforeEach(() => {
  form = performFixture();
  vi.stubGlobal('fetch', fetchMock);
  // A small stand-in for the server: answers are laid over the saved ones; submit hands in.
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { answers: object; submit?: boolean };
      const answers = { ...form.answers, ...body.answers };
      form = {
        ...form,
        answers,
        progress: { answered: Object.keys(answers).length, total: 3 },
        ...(body.submit
          ? { status: 'submitted', submittedAt: '2026-11-23T10:00:00Z', signed: true }
          : {}),
      };
    }
    return json(form);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const Screen = () => {
  const params = useParams();
  return <FormPerformPage id={7} slug={params.name} step={params.questionId} />;
};

const renderPage = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/forms/:id/:name?/:questionId?" element={<Screen />} />
    </Routes>,
    { route },
  );

const submittedForm = () =>
  performFixture({
    status: 'submitted',
    submittedAt: '2026-11-23T10:00:00Z',
    answers: { 12: 'Anna', 13: true },
    progress: { answered: 2, total: 3 },
  });

describe('FormPerformPage', () => {
  it('walks through the questions, saving each answer, then signs and submits', async () => {
    const user = userEvent.setup();
    renderPage('/forms/7');
    expect(await screen.findByTestId('info-step')).toBeTruthy();
    expect(screen.getByText('Question 1 of 4')).toBeTruthy();
    expect(screen.getByTestId('question-attachment').getAttribute('href')).toBe(
      '/api/v1/file/4?expires=1&signature=x',
    );

    await user.click(screen.getByTestId('step-next'));
    await screen.findByTestId('step-12');
    await user.click(screen.getByTestId('step-next'));
    expect(screen.getByText('Please answer this question.')).toBeTruthy();
    await user.type(screen.getByRole('textbox'), ' Anna, 06 1234 5678 ');
    await user.click(screen.getByTestId('step-next'));

    await screen.findByTestId('step-13');
    await user.click(screen.getByText('Yes'));
    await user.click(screen.getByTestId('step-next'));
    // Shirt size is optional: moving on without an answer saves nothing.
    await screen.findByTestId('step-14');
    await user.click(screen.getByTestId('step-next'));
    expect(posted()).toEqual([
      { answers: { 12: 'Anna, 06 1234 5678' } },
      { answers: { 13: true } },
    ]);

    await screen.findByTestId('review-step');
    expect(screen.getByTestId('answer-12').textContent).toContain('Anna, 06 1234 5678');
    expect(screen.getByTestId('answer-13').textContent).toContain('Yes');
    expect(screen.getByTestId('answer-14').textContent).toContain('Not answered');
    await user.click(screen.getByTestId('form-submit'));
    expect(screen.getByText('Please sign the form first.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'draw' }));
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByTestId('form-submitted')).toBeTruthy();
    expect(posted().at(-1)).toEqual({
      answers: {},
      submit: true,
      signature: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(screen.getByTestId('form-download')).toBeTruthy();
  });

  it("says a missing form (or another person's) is not found, without a retry", async () => {
    fetchMock.mockImplementation(async () =>
      json({ code: 'FORM_NOT_FOUND', message: 'Form not found' }, 404),
    );
    renderPage('/forms/7');
    expect((await screen.findByTestId('not-found-state')).textContent).toContain('Form not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the submitted form when a save finds it handed in elsewhere', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method !== 'POST') return json(form);
      // Another tab submitted it a moment ago.
      form = submittedForm();
      return json({ code: 'FORM_ALREADY_SUBMITTED', message: 'Already submitted' }, 409);
    });
    const user = userEvent.setup();
    renderPage('/forms/7/crew-intake/12');
    await user.type(await screen.findByRole('textbox'), 'Anna');
    await user.click(screen.getByTestId('step-next'));
    expect(await screen.findByTestId('form-submitted')).toBeTruthy();
  });

  it('sends the submitted form to the office once, then shows it as sent', async () => {
    form = submittedForm();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/send')
        ? json({ sentAt: '2026-11-23T10:05:00.000Z', to: ['planning@demo.crewhub.app'] })
        : json(form),
    );
    const user = userEvent.setup();
    renderPage('/forms/7/crew-intake');
    await user.click(await screen.findByTestId('form-send'));
    const sent = await screen.findByTestId('form-sent');
    expect(sent.textContent).toContain('Sent to the office');
    expect(sent.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('form-send')).toBeNull();
  });

  it('shows a form the server already sent as sent', async () => {
    form = submittedForm();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/send')
        ? json(
            { code: 'FORM_ALREADY_SENT', message: 'This form was already sent to the office' },
            409,
          )
        : json(form),
    );
    const user = userEvent.setup();
    renderPage('/forms/7/crew-intake');
    await user.click(await screen.findByTestId('form-send'));
    expect(await screen.findByTestId('form-sent')).toBeTruthy();
  });
});
