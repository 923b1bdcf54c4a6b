import {
  crewParamsSchema,
  deliveryNoteStatusSchema,
  releaseInputSchema,
  sentResultSchema,
  sheetStatusSchema,
  signDeliveryNoteInputSchema,
} from '@crewhub/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import type { ModuleDeps } from '../../lib/request-context';
import { binaryResponse, contentDisposition } from '../files/files.routes';
import { crewDayContext } from './crew-access';
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

export const sendPdf = (reply: FastifyReply, file: { bytes: Buffer; filename: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(file.filename, 'attachment'))
    .send(file.bytes);

/** Crew chief documents: delivery note (sign, release, send) and crew chief sheet. */
export const deliveryNoteRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
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
      sendPdf(reply, await deliveryNotePdf(await crewDayContext(deps, request), request.params.id)),
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
    async (request) =>
      signDeliveryNote(await crewDayContext(deps, request), request.params.id, request.body),
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
    async (request) =>
      digitalConfirm(await crewDayContext(deps, request), request.params.id, request.body ?? {}),
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
    async (request) => releaseDeliveryNote(await crewDayContext(deps, request), request.params.id),
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
    async (request) =>
      sendSignedDeliveryNote(await crewDayContext(deps, request), request.params.id),
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
      sendPdf(
        reply,
        await crewChiefSheetPdf(await crewDayContext(deps, request), request.params.id),
      ),
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
    async (request) =>
      releaseCrewChiefSheet(await crewDayContext(deps, request), request.params.id),
  );
};
