import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../lists/paging';
import { idParamSchema, idSchema } from '../lists/ids';
import { notificationCategories } from '../notifications/notification.schema';

/**
 * What a system mail is about; each category has its own unsubscribe link. A password reset is
 * sent even after unsubscribing from `account` mail: the person asked for it that moment.
 */
export const mailCategories = [
  'account',
  'signedCopies',
  'forms',
  'invoices',
  'calendarInvitations',
  // Notifications a person may also get by mail (their profile says which).
  ...notificationCategories,
] as const;
export const mailCategorySchema = z.enum(mailCategories);
export type MailCategory = z.infer<typeof mailCategorySchema>;

/** GET /messageTypes: the categories of system mail a person can unsubscribe from. */
export const messageTypeSchema = z.object({ code: mailCategorySchema });
export type MessageType = z.infer<typeof messageTypeSchema>;

/** A mailbox the caller may read: an office address, or "mine" (mail sent to the caller). */
export const mailboxSchema = z.object({
  id: idSchema.nullable(),
  name: z.string(),
  address: z.string(),
  unread: z.number().int(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const emailMessagesQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Omitted: the mail sent to the caller's own address. */
  mailboxId: idParamSchema.optional(),
  q: z.string().trim().max(200).optional(),
});
export type EmailMessagesQuery = z.infer<typeof emailMessagesQuerySchema>;

export const emailMessageSummarySchema = z.object({
  id: idSchema,
  sender: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  category: mailCategorySchema.nullable(),
  read: z.boolean(),
  attachmentCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type EmailMessageSummary = z.infer<typeof emailMessageSummarySchema>;

export const emailMessagePageSchema = pageSchema(emailMessageSummarySchema);
export type EmailMessagePage = z.infer<typeof emailMessagePageSchema>;

export const emailAttachmentSchema = z.object({
  id: idSchema,
  filename: z.string(),
  contentType: z.string(),
  /** A signed, expiring link to the bytes. */
  url: z.string(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

/** The plain-text body only: the web shows it as text, so no sent HTML ever runs in the app. */
export const emailMessageSchema = emailMessageSummarySchema.extend({
  body: z.string(),
  attachments: z.array(emailAttachmentSchema),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

/** The token of an unsubscribe link: 32 random bytes, base64url. */
export const unsubscribeTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not an unsubscribe token');

export const unsubscribeInputSchema = z.object({ token: unsubscribeTokenSchema });
export type UnsubscribeInput = z.infer<typeof unsubscribeInputSchema>;

export const unsubscribeResultSchema = z.object({ category: mailCategorySchema });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
