import {
  byIdParamsSchema,
  emailAttachmentSchema,
  emailMessagePageSchema,
  emailMessageSchema,
  emailMessagesQuerySchema,
  idParamSchema,
  mailboxSchema,
  messageTypeSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse, contentDisposition } from '../../lib/http-replies';
import { readErrors } from '../../lib/route-schemas';
import {
  downloadAttachment,
  getEmailMessage,
  listAttachments,
  listEmailMessages,
  listMailboxes,
  listMessageTypes,
} from './mailbox.service';

/** Reading mail needs the mailboxes right; which mailboxes, the mailbox rights decide. */
const mailboxReaders = { rights: [['mailboxes', 'READ']] as [['mailboxes', 'READ']] };

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mailboxes',
    {
      config: { access: mailboxReaders },
      schema: {
        tags: ['mail'],
        summary: "The caller's own mail and the mailboxes they may read, with unread counts",
        response: { 200: z.array(mailboxSchema), ...readErrors },
      },
    },
    async (request) => listMailboxes(request.ctx),
  );
  app.get(
    '/emailMessages',
    {
      config: { access: mailboxReaders },
      schema: {
        tags: ['mail'],
        summary: 'A page of a mailbox (without mailboxId: mail sent to the caller), newest first',
        querystring: emailMessagesQuerySchema,
        response: { 200: emailMessagePageSchema, ...readErrors },
      },
    },
    async (request) => listEmailMessages(request.ctx, request.query),
  );
  app.get(
    '/emailMessages/:id',
    {
      config: { access: mailboxReaders },
      schema: {
        tags: ['mail'],
        summary: 'One e-mail message (plain text) with its attachments; marks it read',
        params: byIdParamsSchema,
        response: { 200: emailMessageSchema, ...readErrors },
      },
    },
    async (request) => getEmailMessage(request.ctx, request.params.id),
  );
  app.get(
    '/emailMessages/:id/attachments',
    {
      config: { access: mailboxReaders },
      schema: {
        tags: ['mail'],
        summary: "A message's attachments with signed download links",
        params: byIdParamsSchema,
        response: { 200: z.array(emailAttachmentSchema), ...readErrors },
      },
    },
    async (request) => listAttachments(request.ctx, request.params.id),
  );
  app.get(
    '/emailMessages/:id/attachments/:attachmentId/download',
    {
      config: { access: mailboxReaders },
      schema: {
        tags: ['mail'],
        summary: 'Download one attachment',
        params: z.object({ id: idParamSchema, attachmentId: idParamSchema }),
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const { file, bytes } = await downloadAttachment(
        request.ctx,
        request.params.id,
        request.params.attachmentId,
      );
      reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename, 'attachment'))
        .header('x-content-type-options', 'nosniff');
      return bytes;
    },
  );
  app.get(
    '/messageTypes',
    {
      schema: {
        tags: ['mail'],
        summary: 'Categories of system mail (each has its own unsubscribe link)',
        response: { 200: z.array(messageTypeSchema), ...readErrors },
      },
    },
    async () => listMessageTypes(),
  );
};
