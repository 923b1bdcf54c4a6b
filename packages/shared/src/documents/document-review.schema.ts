import { z } from 'zod';
import { idSchema } from '../lists/ids';

/** The categories a person's own papers use; a review may move a paper only among these. */
export const personDocumentCategories = ['social_security', 'crew_member'] as const;

/** What a review decides: an upload waiting for approval is approved or rejected. */
export const documentReviewStatuses = ['approved', 'rejected'] as const;

/**
 * POST /documents/{id}: the office approves or rejects an upload, and may correct its name
 * and type on the way.
 */
export const reviewDocumentInputSchema = z.object({
  status: z.enum(documentReviewStatuses),
  name: z.string().trim().min(1).max(200).optional(),
  typeId: idSchema.optional(),
});
export type ReviewDocumentInput = z.infer<typeof reviewDocumentInputSchema>;
