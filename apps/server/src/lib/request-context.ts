import type { UserRights } from '@crewhub/shared';
import type { Database, Transaction } from '../db/client';
import type { RequestAuth } from '../plugins/access';
import type { RequestTenant } from '../plugins/tenant';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { FileStorage } from './storage/storage';

/** The app's services that use cases reach through the request context. */
export type AppServices = { clock: Clock; mailer: Mailer; storage: FileStorage };

/** What module route plugins receive when registered in app.ts (public routes use `db`). */
export type ModuleDeps = AppServices & { db: Database };

/**
 * Who is asking, on which tenant, with which rights, and the request's one transaction: the
 * tenant and the app role are set on it, so row-level security scopes every query. Handlers
 * read it from `request.ctx`; use cases take it as their first argument.
 */
export type RequestContext = AppServices & {
  tx: Transaction;
  tenant: RequestTenant;
  auth: RequestAuth;
  rights: UserRights;
};
