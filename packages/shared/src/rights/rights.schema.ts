import { z } from 'zod';
import { mailboxRightNames, permissionTypes, resources, rightNames } from './rights';

export const rightNameSchema = z.enum(rightNames);
export const resourceSchema = z.enum(resources);
export const permissionTypeSchema = z.enum(permissionTypes);

/** resource -> right -> permission types, as returned by GET /userRights. */
export const userRightsSchema = z.record(
  z.string(),
  z.record(z.string(), z.array(permissionTypeSchema)),
);

/** Mailbox rights: mailbox id -> rights on its e-mail messages (GET /mailboxUserRights). */
export const mailboxUserRightsSchema = z.array(
  z.object({
    mailboxId: z.number().int(),
    mailboxName: z.string(),
    rights: z.array(z.enum(mailboxRightNames)),
  }),
);
export type MailboxUserRights = z.infer<typeof mailboxUserRightsSchema>;
