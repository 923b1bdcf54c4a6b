import {
  crewParamsSchema,
  deliveryNoteStatusSchema,
  releaseInputSchema,
  sentResultSchema,
  sheetStatusSchema,
  signDeliveryNoteInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse, pdfDownload } from '../../lib/http-replies';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { crewChiefSheetPdf, releaseCrewChiefSheet } from './crew-chief-sheet.service';
import {
  deliveryNotePdf,
  digitalConfirm,
  releaseDeliveryNote,
  sendSignedDeliveryNote,
  signDeliveryNote,
} from './delivery-note.service';

const tags = ['project crews'];
const pdfResponse = { 200: binaryResponse, ...readErrors };
const statusResponse = {
  200: deliveryNoteStatusSchema,
  ...writeErrors,
};

/** Crew chief documents: delivery note (sign, release, send) and crew chief sheet. */
export const deliveryNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projectCrews/:id/deliveryNote',
    {
      schema: {
        tags,
        summary: 'Delivery note PDF (the signed copy once signed); crew chief and planners',
        params: crewParamsSchema,
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      pdfDownload(reply, await deliveryNotePdf(request.ctx, request.params.id)),
  );

  app.post(
    '/projectCrews/:id/deliveryNote/signed',
    {
      schema: {
        tags,
        summary: 'Sign the delivery note: signature PNG, signer, rating 1-5, comment, fields',
        params: crewParamsSchema,
        body: signDeliveryNoteInputSchema,
        response: statusResponse,
      },
    },
    async (request) => signDeliveryNote(request.ctx, request.params.id, request.body),
  );

  app.post(
    '/projectCrews/:id/digitalConfirm',
    {
      schema: {
        tags,
        summary: 'Crew chief confirms the delivery digitally (no signature on site)',
        params: crewParamsSchema,
        body: z.object({ comment: z.string().trim().max(2000).nullish() }).nullish(),
        response: statusResponse,
      },
    },
    async (request) => digitalConfirm(request.ctx, request.params.id, request.body ?? {}),
  );

  app.post(
    '/projectCrews/:id/deliveryNote/release',
    {
      schema: {
        tags,
        summary: 'Release the delivery note (sends downloaded: true)',
        params: crewParamsSchema,
        body: releaseInputSchema,
        response: statusResponse,
      },
    },
    async (request) => releaseDeliveryNote(request.ctx, request.params.id),
  );

  app.post(
    '/projectCrews/:id/deliveryNote/signed/send',
    {
      schema: {
        tags,
        summary: 'E-mail the signed delivery note (PDF attached) to the contact on site',
        params: crewParamsSchema,
        response: { 200: sentResultSchema, ...writeErrors },
      },
    },
    async (request) => sendSignedDeliveryNote(request.ctx, request.params.id),
  );

  app.get(
    '/projectCrews/:id/crewChiefSheet',
    {
      schema: {
        tags,
        summary: 'Crew chief sheet PDF: members, times, worked and proposed hours',
        params: crewParamsSchema,
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      pdfDownload(reply, await crewChiefSheetPdf(request.ctx, request.params.id)),
  );

  app.post(
    '/projectCrews/:id/crewChiefSheet/release',
    {
      schema: {
        tags,
        summary: 'Release the crew chief sheet (sends downloaded: true)',
        params: crewParamsSchema,
        body: releaseInputSchema,
        response: { 200: sheetStatusSchema, ...readErrors },
      },
    },
    async (request) => releaseCrewChiefSheet(request.ctx, request.params.id),
  );
};
