import {
  mailCategories,
  pageOf,
  type EmailAttachment,
  type EmailMessage,
  type EmailMessagePage,
  type EmailMessagesQuery,
  type Mailbox,
} from '@crewhub/shared';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { readStoredFile, signedFileUrl } from '../files';
import { mailboxRepository, visibleTo, type ReadableMailbox } from './mailbox.repository';

/** The caller's address and the mailboxes they read; a login-less caller reads nothing. */
const readerOf = async (ctx: RequestContext) => {
  const { loginId } = ctx.auth;
  const address =
    loginId === null ? null : await mailboxRepository.callerAddress(ctx.tx, ctx.tenant.id, loginId);
  if (loginId === null || address === null) throw notFound('Mailbox');
  const mailboxes = await mailboxRepository.readableMailboxes(ctx.tx, ctx.tenant.id, loginId);
  return { address, mailboxes };
};

type Reader = Awaited<ReturnType<typeof readerOf>>;

const mailboxScope = (reader: Reader, mailboxId: number | undefined) => {
  if (mailboxId === undefined) return visibleTo(reader.address, []);
  const mailbox = reader.mailboxes.find((candidate) => candidate.id === mailboxId);
  // Someone else's mailbox reads as missing, not forbidden.
  if (!mailbox) throw notFound('Mailbox');
  return visibleTo(null, [mailbox]);
};

/** GET /mailboxes: "my mail" first (id null), then the office mailboxes the caller reads. */
export const listMailboxes = async (ctx: RequestContext): Promise<Mailbox[]> => {
  const reader = await readerOf(ctx);
  const own: Omit<ReadableMailbox, 'id'> & { id: null } = {
    id: null,
    name: ctx.auth.claims.loginData.displayName,
    address: reader.address,
  };
  return Promise.all(
    [own, ...reader.mailboxes].map(async (mailbox) => ({
      ...mailbox,
      unread: await mailboxRepository.unreadCount(
        ctx.tx,
        ctx.tenant.id,
        mailboxScope(reader, mailbox.id ?? undefined),
      ),
    })),
  );
};

const isoDates = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** GET /emailMessages: one page of a mailbox (or of the caller's own mail), newest first. */
export const listEmailMessages = async (
  ctx: RequestContext,
  query: EmailMessagesQuery,
): Promise<EmailMessagePage> => {
  const reader = await readerOf(ctx);
  const result = await mailboxRepository.page(
    ctx.tx,
    ctx.tenant.id,
    mailboxScope(reader, query.mailboxId),
    query,
  );
  return pageOf({ ...result, items: result.items.map(isoDates) }, query);
};

const findVisible = async (ctx: RequestContext, id: number) => {
  const reader = await readerOf(ctx);
  const message = await mailboxRepository.byId(
    ctx.tx,
    ctx.tenant.id,
    id,
    visibleTo(reader.address, reader.mailboxes),
  );
  if (!message) throw notFound('E-mail message');
  return message;
};

/** GET /emailMessages/{id}/attachments: each with a signed, expiring download link. */
export const listAttachments = async (
  ctx: RequestContext,
  id: number,
): Promise<EmailAttachment[]> => {
  await findVisible(ctx, id);
  const rows = await mailboxRepository.attachmentsOf(ctx.tx, ctx.tenant.id, id);
  return rows.map((row) => ({
    id: row.id,
    filename: row.filename,
    contentType: row.contentType,
    url: signedFileUrl(ctx, row.fileId),
  }));
};

/** GET /emailMessages/{id}: the message as text, marked read by opening it. */
export const getEmailMessage = async (ctx: RequestContext, id: number): Promise<EmailMessage> => {
  const message = await findVisible(ctx, id);
  if (!message.read) await mailboxRepository.markRead(ctx.tx, ctx.tenant.id, id);
  return {
    ...isoDates(message),
    read: true,
    attachments: await listAttachments(ctx, id),
  };
};

/** GET /emailMessages/{id}/attachments/{attachmentId}/download: the attached file's bytes. */
export const downloadAttachment = async (ctx: RequestContext, id: number, attachmentId: number) => {
  await findVisible(ctx, id);
  const rows = await mailboxRepository.attachmentsOf(ctx.tx, ctx.tenant.id, id);
  const attachment = rows.find((row) => row.id === attachmentId);
  if (!attachment) throw notFound('Attachment');
  return readStoredFile(ctx.tx, ctx, attachment.fileId);
};

/** GET /messageTypes: the categories of system mail. */
export const listMessageTypes = () => mailCategories.map((code) => ({ code }));
