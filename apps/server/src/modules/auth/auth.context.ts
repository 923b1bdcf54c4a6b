import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RequestTenant } from '../../plugins/tenant';
import type { Mailer } from '../../lib/mailer';
import type { TokenSigner } from './jwt';

/** What the auth use cases need from the running app. */
export type AuthDeps = {
  db: Database;
  clock: Clock;
  signer: TokenSigner;
  mailer: Mailer;
  /** Signs device cookies (see device-cookie.ts). */
  deviceSecret: Uint8Array;
};

export type AuthContext = AuthDeps & { tenant: RequestTenant };
