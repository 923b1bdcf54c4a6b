import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import type { ModuleDeps, RequestContext } from '../../lib/request-context';
import { storedFileName } from '../../lib/stored-file-name';
import type { RequestTenant } from '../../plugins/tenant';
import { filesRepository } from './files.repository';

/**
 * How long a signed link in an API answer opens its file. A link copied out of the app (a
 * browser history, a forwarded URL, a proxy log) must stop working soon; the app asks for a
 * fresh one whenever it loads the screen again.
 */
export const signedFileUrlTtlMs = 10 * 60_000;

type NewFile = { bytes: Uint8Array; filename: string; contentType: string };

/**
 * Writes the bytes first and the `file` row in the caller's transaction: a failed transaction
 * leaves an unreferenced blob (harmless) rather than a row without bytes.
 */
/** What storing needs of a request; the outbox worker, with no caller, passes `loginId: null`. */
type StoreContext = Pick<RequestContext, 'tenant' | 'clock' | 'storage'> & {
  auth: { loginId: number | null };
};

export const storeFile = async (tx: Executor, ctx: StoreContext, file: NewFile) => {
  const month = ctx.clock.now().toISOString().slice(0, 7);
  const storageKey = `t${ctx.tenant.id}/${month}/${randomUUID()}`;
  await ctx.storage.put(storageKey, file.bytes);
  return filesRepository.insert(tx, {
    tenantId: ctx.tenant.id,
    storageKey,
    filename: storedFileName(file.filename, file.contentType),
    contentType: file.contentType,
    size: file.bytes.length,
    createdByLoginId: ctx.auth.loginId,
  });
};

/**
 * A signed link to a stored file. With `viewer` (the caller's session subject) each opening of
 * the link is logged for them, as for a person's paper seen by someone else.
 */
export const signedFileUrl = (
  ctx: Pick<RequestContext, 'storage' | 'clock' | 'tenant'>,
  fileId: number,
  viewer?: string,
): string =>
  ctx.storage.signedUrl(
    { tenantId: ctx.tenant.id, fileId, ...(viewer ? { viewer } : {}) },
    new Date(ctx.clock.now().getTime() + signedFileUrlTtlMs),
  );

export const readStoredFile = async (
  tx: Executor,
  ctx: Pick<RequestContext, 'storage' | 'tenant'>,
  fileId: number,
) => {
  const file = await filesRepository.byId(tx, ctx.tenant.id, fileId);
  const bytes = file ? await ctx.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound('File');
  return { file, bytes };
};

/**
 * GET /file/{id}: the blob behind a signed URL; no login, the signature is the permission. A
 * link made for a viewer logs each opening of a person's paper in the download log.
 */
export const openSignedFile = (
  deps: ModuleDeps,
  tenant: RequestTenant,
  input: { fileId: number; expires: number; signature: string; viewer?: string },
) => {
  const { fileId, viewer } = input;
  const now = deps.clock.now();
  const check = deps.storage.verifySignedUrl({ tenantId: tenant.id, fileId, viewer }, input, now);
  if (check === 'expired') throw new AppError('FORBIDDEN', 'This link has expired');
  if (check === 'invalid') throw new AppError('FORBIDDEN', 'This link is not valid');
  return withTenant(deps.db, tenant.id, async (tx) => {
    const opened = await readStoredFile(tx, { storage: deps.storage, tenant }, fileId);
    if (viewer) {
      await filesRepository.recordPaperOpening(tx, {
        tenantId: tenant.id,
        fileId,
        viewer,
        at: now,
      });
    }
    return opened;
  });
};
