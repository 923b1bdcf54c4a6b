import {
  byIdParamsSchema,
  formDocumentSchema,
  formPerformSchema,
  formToFillSchema,
  listQuerySchema,
  pageSchema,
  saveFormAnswersInputSchema,
  sentResultSchema,
  startFormInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { binaryResponse, contentDisposition, pdfDownload } from '../../lib/http-replies';
import { formPdf, saveFormAnswers, sendForm, signedFormPdf } from './form-submission.service';
import {
  getFormPerform,
  listFormDocuments,
  listFormsToFill,
  questionFile,
  startForm,
} from './forms.service';

const tags = ['forms'];

/**
 * Forms the office asks of crew members, filled in by the person themselves ("perform" = one
 * person's filling of a form). Another person's forms, and other tenants', answer 404.
 */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, list, summary] of [
    ['/persons/:id/formsPerform', 'forms', 'My open forms (general and security check)'],
    ['/persons/:id/formsTrainingPerform', 'trainings', 'My open training forms'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `${summary}, soonest due first; only for oneself`,
          params: byIdParamsSchema,
          querystring: listQuerySchema,
          response: { 200: pageSchema(formToFillSchema), ...readErrors },
        },
      },
      async (request) =>
        listFormsToFill(request.ctx, {
          personId: request.params.id,
          list,
          query: request.query,
        }),
    );
  }

  app.get(
    '/forms/perform/:id',
    {
      schema: {
        tags,
        summary:
          'One of my forms: questions in order (attachments as signed URLs), answers, progress',
        params: byIdParamsSchema,
        response: { 200: formPerformSchema, ...readErrors },
      },
    },
    async (request) => getFormPerform(request.ctx, request.params.id),
  );

  app.get(
    '/forms/perform/:id/download',
    {
      schema: {
        tags,
        summary: 'The form as PDF: the submitted copy, or as filled so far while open',
        params: byIdParamsSchema,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) => pdfDownload(reply, await formPdf(request.ctx, request.params.id)),
  );

  app.post(
    '/forms/perform/:id/download/signed',
    {
      schema: {
        tags,
        summary: 'The submitted (and signed) PDF; 409 FORM_NOT_SUBMITTED before submitting',
        params: byIdParamsSchema,
        response: { 200: binaryResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      pdfDownload(reply, await signedFormPdf(request.ctx, request.params.id)),
  );

  app.post(
    '/forms/perform/:id/send',
    {
      schema: {
        tags,
        summary:
          "Mail the submitted PDF as an attachment to the office's mailbox, once (409 CONFLICT after)",
        params: byIdParamsSchema,
        response: { 200: sentResultSchema, ...writeErrors },
      },
    },
    async (request) => sendForm(request.ctx, request.params.id),
  );

  app.get(
    '/forms/:id/documents',
    {
      schema: {
        tags,
        summary: "A form's question attachments (signed URLs), for those who have the form",
        params: byIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(formDocumentSchema), ...readErrors },
      },
    },
    async (request) => listFormDocuments(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/formQuestions/:id/file',
    {
      schema: {
        tags,
        summary: "A question's attachment, for those who have its form",
        params: byIdParamsSchema,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const { file, bytes } = await questionFile(request.ctx, request.params.id);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff');
      return bytes;
    },
  );

  app.post(
    '/formResults/perform',
    {
      schema: {
        tags,
        summary: 'Start an active general form for myself (201), or get the one already open (200)',
        body: startFormInputSchema,
        response: { 200: formPerformSchema, 201: formPerformSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { created, perform } = await startForm(request.ctx, request.body.formId);
      reply.status(created ? 201 : 200);
      return perform;
    },
  );

  app.post(
    '/formResults/perform/:id',
    {
      schema: {
        tags,
        summary:
          'Save answers as I go (null clears one; 400 INVALID_ANSWER names the question). With ' +
          'submit: 400 FORM_INCOMPLETE (missing ids in issues) or SIGNATURE_REQUIRED, else the ' +
          'PDF is made and the form handed in; 409 once submitted',
        params: byIdParamsSchema,
        body: saveFormAnswersInputSchema,
        response: { 200: formPerformSchema, ...writeErrors },
      },
    },
    async (request) => saveFormAnswers(request.ctx, request.params.id, request.body),
  );
};
