import type { ChangeRequest, ProfilePicture } from '@crewhub/shared';
import type { RequestContext } from '../../lib/request-context';
import { signedFileUrl } from '../files';
import type { ChangeRequestRow, PictureRow } from './profiles.repository';

const decided = (row: { reason: string | null; decidedAt: Date | null; createdAt: Date }) => ({
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export const toChangeRequest = (row: ChangeRequestRow): ChangeRequest => ({
  id: row.id,
  field: row.field,
  value: row.value,
  status: row.status,
  ...decided(row),
});

export const toPicture = (ctx: RequestContext, row: PictureRow): ProfilePicture => ({
  id: row.id,
  status: row.status,
  url: signedFileUrl(ctx, row.fileId),
  ...decided(row),
});
