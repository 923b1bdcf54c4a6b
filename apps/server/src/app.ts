import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import { accessPlugin } from './plugins/access';
import { apiDocsPlugin } from './plugins/api-docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { tenantPlugin } from './plugins/tenant';
import { webAppPlugin, type VersionInfo } from './plugins/web-app';
import { xsrfPlugin } from './plugins/xsrf';
import { authRoutes } from './modules/auth/auth.routes';
import { createTokenVerifier } from './modules/auth/auth.service';
import { createTokenSigner } from './modules/auth/jwt';
import { createRecordingMailer, type Mailer } from './lib/mailer';
import type { ModuleDeps } from './lib/request-context';
import { rightsRoutes } from './modules/rights/rights.routes';
import { loadUserRights } from './modules/rights/rights.service';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { usersRoutes } from './modules/users/users.routes';

export type AppOptions = {
  db: Database;
  clock: Clock;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  version: VersionInfo;
  /** Folder of the built web app; null serves the API only. */
  webDist: string | null;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Per-IP cap on login and password-link calls; generous enough for a crew behind one NAT. */
  publicRequestsPerMinute?: number;
  trustProxy?: boolean;
};

/** Largest JSON body the API accepts; uploads have their own limits. */
const bodyLimitBytes = 1024 * 1024;

export const buildApp = async (options: AppOptions) => {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: bodyLimitBytes,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db, clock } = options;
  const signer = createTokenSigner({
    secret: options.jwtSecret,
    ttlSeconds: options.tokenTtlSeconds,
    clock,
  });
  const mailer = options.mailer ?? createRecordingMailer(app.log);
  const moduleDeps: ModuleDeps = { db, clock, mailer };
  const authDeps = { ...moduleDeps, signer };

  await app.register(errorHandlerPlugin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(tenantPlugin, { db });
  await app.register(xsrfPlugin);
  await app.register(accessPlugin, {
    verifyToken: createTokenVerifier(authDeps),
    loadRights: loadUserRights(db),
  });
  await app.register(apiDocsPlugin, { version: options.version.version });

  await app.register(
    async (api) => {
      await api.register(tenantsRoutes, { db });
      await api.register(authRoutes, {
        ...authDeps,
        publicRequestsPerMinute: options.publicRequestsPerMinute ?? 60,
      });
      await api.register(rightsRoutes, { db });
      await api.register(usersRoutes, { db });
      // Feature modules register below with moduleDeps.
      void moduleDeps;
    },
    { prefix: '/api/v1' },
  );
  await app.register(webAppPlugin, { webDist: options.webDist, version: options.version });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
