import type { FormPerform } from '@crewhub/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { drawSignature, drawnSignature, fakeCanvas } from '@/testing/signature-pad';
import { performFixture } from '../testing/perform-fixture';
import { FormPerformPage } from './form-perform-page';

let form: FormPerform;
const posted = () =>
  sentRequests({ method: 'POST', path: '/formResults/perform/7' }).map(({ body }) => body);

beforeAll(loadTexts);
beforeEach(() => {
  form = performFixture();
  fakeCanvas();
  server.use(
    apiGet('/forms/perform/7', () => form),
    // A small stand-in for the server: answers are laid over the saved ones; submit hands in.
    apiPost('/formResults/perform/7', ({ body }) => {
      const sent = body as { answers: object; submit?: boolean };
      const answers = { ...form.answers, ...sent.answers };
      form = {
        ...form,
        answers,
        progress: { answered: Object.keys(answers).length, total: 3 },
        ...(sent.submit
          ? { status: 'submitted', submittedAt: '2026-11-23T10:00:00Z', signed: true }
          : {}),
      };
      return form;
    }),
  );
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

    drawSignature(screen.getByTestId('signature-pad'));
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByTestId('form-submitted')).toBeTruthy();
    expect(posted().at(-1)).toEqual({ answers: {}, submit: true, signature: drawnSignature });
    expect(screen.getByTestId('form-download')).toBeTruthy();
  });

  it("says a missing form (or another person's) is not found, without a retry", async () => {
    server.use(
      apiGet('/forms/perform/7', apiError(404, 'FORM_NOT_FOUND', { message: 'Form not found' })),
    );
    renderPage('/forms/7');
    expect((await screen.findByTestId('not-found-state')).textContent).toContain('Form not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the submitted form when a save finds it handed in elsewhere', async () => {
    server.use(
      apiPost('/formResults/perform/7', () => {
        // Another tab submitted it a moment ago.
        form = submittedForm();
        return apiError(409, 'FORM_ALREADY_SUBMITTED');
      }),
    );
    const user = userEvent.setup();
    renderPage('/forms/7/crew-intake/12');
    await user.type(await screen.findByRole('textbox'), 'Anna');
    await user.click(screen.getByTestId('step-next'));
    expect(await screen.findByTestId('form-submitted')).toBeTruthy();
  });

  it('sends the submitted form to the office once, then shows it as sent', async () => {
    form = submittedForm();
    server.use(
      apiPost('/forms/perform/7/send', {
        sentAt: '2026-11-23T10:05:00.000Z',
        to: ['planning@demo.crewhub.app'],
      }),
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
    server.use(apiPost('/forms/perform/7/send', apiError(409, 'FORM_ALREADY_SENT')));
    const user = userEvent.setup();
    renderPage('/forms/7/crew-intake');
    await user.click(await screen.findByTestId('form-send'));
    expect(await screen.findByTestId('form-sent')).toBeTruthy();
  });
});
