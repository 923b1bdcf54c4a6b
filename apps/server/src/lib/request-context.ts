import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { RequestAuth } from '../plugins/access';
import type { RequestTenant } from '../plugins/tenant';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { FileStorage } from './storage/storage';

/** What module route plugins receive when registered in app.ts. */
export type ModuleDeps = { db: Database; clock: Clock; mailer: Mailer; storage: FileStorage };

/** What a use case needs: the app's dependencies plus who is asking, on which tenant. */
export type RequestContext = ModuleDeps & { tenant: RequestTenant; auth: RequestAuth };

/** For routes behind the access guard (non-public), where auth is always set. */
export const requestContext = (deps: ModuleDeps, request: FastifyRequest): RequestContext => {
  if (!request.auth) throw new Error('requestContext used on a public route');
  return {
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    storage: deps.storage,
    tenant: request.tenant,
    auth: request.auth,
  };
};
