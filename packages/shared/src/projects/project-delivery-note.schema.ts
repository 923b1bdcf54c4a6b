import { z } from 'zod';

/** open: not signed yet; signed: signed on site; released: sent on to the office. */
export const deliveryNoteStates = ['open', 'signed', 'released'] as const;
export const deliveryNoteStateSchema = z.enum(deliveryNoteStates);
export type DeliveryNoteState = z.infer<typeof deliveryNoteStateSchema>;

/** GET /projects/{number}/deliveryNotes: one delivery note per crew of the project. */
export const projectDeliveryNoteSchema = z.object({
  projectCrewId: z.number().int(),
  crewName: z.string(),
  date: z.string(),
  shift: z.string(),
  state: deliveryNoteStateSchema,
  signerName: z.string().nullable(),
  signedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  /** Signed, expiring link to the signed copy; null until signed. */
  fileUrl: z.string().nullable(),
});
export type ProjectDeliveryNote = z.infer<typeof projectDeliveryNoteSchema>;

/** The state of a delivery note from its timestamps; releasing comes after signing. */
export const deliveryNoteState = (note: {
  signedAt: string | null;
  releasedAt: string | null;
}): DeliveryNoteState => (note.releasedAt ? 'released' : note.signedAt ? 'signed' : 'open');
