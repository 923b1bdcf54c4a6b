import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { defaultVapidSubject, migrationsFolder } from './config';
import { deafToChanges, type ChangeNotices } from './db/change-notices';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import { closeConnectionsWhenShuttingDown } from './lib/graceful-shutdown';
import { postgresRateLimitStore } from './lib/rate-limit-store';
import { deriveSecret } from './lib/secure-token';
import { accessPlugin } from './plugins/access';
import { apiDocsPlugin } from './plugins/api-docs';
import { answerBadUrl, errorHandlerPlugin } from './plugins/error-handler';
import { healthPlugin, type Lifecycle } from './plugins/health';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { metricsPlugin } from './plugins/metrics';
import { inputGuardPlugin } from './plugins/input-guard';
import { requestLogPlugin } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { tenantPlugin } from './plugins/tenant';
import { compressionPlugin, readWebShell, webAppPlugin, type VersionInfo } from './plugins/web-app';
import { xsrfPlugin } from './plugins/xsrf';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { personsRoutes } from './modules/persons/persons.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { createTokenVerifier, sessionActiveCheck } from './modules/auth/auth.service';
import { createTokenSigner } from './modules/auth/jwt';
import type { Mailer } from './lib/mailer';
import { createQueueingMailer } from './modules/mail/mail-queue';
import { mailRoutes } from './modules/mail/mail.routes';
import { unsubscribeRoutes } from './modules/mail/unsubscribe.routes';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { outboxDepth } from './modules/mail';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { invitationRoutes } from './modules/auth/invitation.routes';
import { notificationSettingsRoutes } from './modules/notifications/notification-settings.routes';
import { pushRoutes } from './modules/notifications/push.routes';
import { loadVapidKeys, type VapidKeys } from './modules/notifications';
import { createLocalDiskStorage } from './lib/storage/local-disk-storage';
import type { FileStorage } from './lib/storage/storage';
import { deriveUrlSecret } from './lib/storage/url-signer';
import type { ModuleDeps } from './lib/request-context';
import { rightsRoutes } from './modules/rights/rights.routes';
import { callerGrantsJson, toUserRights } from './modules/rights/rights.service';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { usersRoutes } from './modules/users/users.routes';
import { filesRoutes } from './modules/files/files.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { calendarSubscriptionsRoutes } from './modules/calendar-subscriptions/calendar-subscriptions.routes';
import { vacanciesRoutes } from './modules/vacancies/vacancies.routes';
import { crewDayRoutes } from './modules/crew-day/crew-day.routes';
import { deliveryNoteRoutes } from './modules/crew-day/delivery-note.routes';
import { crewExtrasRoutes } from './modules/crew-day/crew-extras.routes';
import { crewChecksRoutes } from './modules/crew-day/crew-checks.routes';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { homeRoutes } from './modules/home/home.routes';
import { formsRoutes } from './modules/forms/forms.routes';

import { assignmentsRoutes } from './modules/assignments/assignments.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { bestPersonsRoutes } from './modules/find-best-person/best-persons.routes';
import type { Geocoder } from './modules/locations/geocoder';
import { locationsRoutes } from './modules/locations/locations.routes';
import { membershipCrewsRoutes } from './modules/membership-crews/membership-crews.routes';
import { plusCrewsRoutes } from './modules/plus-crews/plus-crews.routes';
import { planningCalendarRoutes } from './modules/planning-calendar/planning-calendar.routes';
import { positionsRoutes } from './modules/positions/positions.routes';
import { projectCrewsRoutes } from './modules/project-crews/project-crews.routes';
import { projectExportsRoutes } from './modules/project-exports/project-exports.routes';
import { projectInvitationsRoutes } from './modules/project-exports/project-invitations.routes';
import { projectFilesRoutes } from './modules/project-exports/project-files.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { documentSigningRoutes } from './modules/document-signing/document-signing.routes';
import { invoiceWritesRoutes } from './modules/invoices/invoice-writes.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { payrollsRoutes } from './modules/payrolls/payrolls.routes';
import { publicPayrollsRoutes } from './modules/payrolls/public-payrolls.routes';
import { bankTransfersRoutes } from './modules/bank-transfers/bank-transfers.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { staffContractsRoutes } from './modules/staff-contracts/staff-contracts.routes';
import { projectResourcesRoutes } from './modules/projects/project-resources.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { referenceListsRoutes } from './modules/reference/reference-lists.routes';
import { faqRoutes } from './modules/faq/faq.routes';
import { treesRoutes } from './modules/trees/trees.routes';
import { trainingsRoutes } from './modules/trainings/trainings.routes';
import { mobileDocumentsRoutes } from './modules/mobile-documents/mobile-documents.routes';

export type AppOptions = {
  db: Database;
  clock: Clock;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  version: VersionInfo;
  /** Folder of the built web app; null serves the API only. */
  webDist: string | null;
  mailer?: Mailer;
  /** Keys that sign web push; read or made in the database (loadVapidKeys) when omitted. */
  vapid?: VapidKeys;
  /** Computes location coordinates from addresses; none by default (coordinates stay manual). */
  geocoder?: Geocoder;
  /** Blob storage; defaults to local disk under `filesDir`. */
  storage?: FileStorage;
  /** DATA_DIR/files in production; a temporary folder when omitted. */
  filesDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Per-IP cap on login and password-link calls; generous enough for a crew behind one NAT. */
  publicRequestsPerMinute?: number;
  trustProxy?: boolean;
  /** Requests one node works on at once before refusing more with 503 (see load-shedding). */
  maxInFlightRequests?: number;
  /** Bearer token for GET /metrics; without one only loopback callers may read it. */
  metricsToken?: string;
  /** Set `shuttingDown` on SIGTERM so /readyz turns away new traffic. */
  lifecycle?: Lifecycle;
  /** The database's change notices; without them nothing is answered from memory. */
  changeNotices?: ChangeNotices;
};

/** Largest JSON body the API accepts; uploads have their own limits. */
const bodyLimitBytes = 1024 * 1024;
/** Largest uploaded file (crew photos); multipart bodies are not bound by bodyLimit. */
const uploadLimitBytes = 10 * 1024 * 1024;

export const buildApp = async (options: AppOptions) => {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: bodyLimitBytes,
    frameworkErrors: answerBadUrl,
    // requestLogPlugin writes one short line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db, clock } = options;
  const signer = createTokenSigner({
    secret: options.jwtSecret,
    ttlSeconds: options.tokenTtlSeconds,
    clock,
  });
  const mailer = options.mailer ?? createQueueingMailer({ clock });
  const storage =
    options.storage ??
    createLocalDiskStorage({
      root: options.filesDir ?? path.join(tmpdir(), 'crewhub-files'),
      urlSecret: deriveUrlSecret(options.jwtSecret),
    });
  const moduleDeps: ModuleDeps = { db, clock, mailer, storage };
  const vapid = options.vapid ?? (await loadVapidKeys(db, { subject: defaultVapidSubject }));
  const authDeps = {
    ...moduleDeps,
    signer,
    deviceSecret: deriveSecret(options.jwtSecret, 'crewhub device cookies'),
  };

  const lifecycle = options.lifecycle ?? { shuttingDown: false };
  await app.register(errorHandlerPlugin);
  const webShell = readWebShell(options.webDist);
  await app.register(securityHeadersPlugin, {
    inlineScriptSources: webShell?.inlineScriptSources ?? [],
  });
  await app.register(compressionPlugin);
  await app.register(requestLogPlugin);
  await app.register(closeConnectionsWhenShuttingDown, lifecycle);
  await app.register(healthPlugin, {
    db,
    lifecycle,
    migrationsFolder: migrationsFolder(path.dirname(fileURLToPath(import.meta.url))),
  });
  await app.register(loadSheddingPlugin, { maxInFlight: options.maxInFlightRequests ?? 100 });
  await app.register(metricsPlugin, {
    token: options.metricsToken,
    queueDepth: () => outboxDepth(db),
  });
  await app.register(inputGuardPlugin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
  await app.register(multipart, {
    limits: { fileSize: uploadLimitBytes, files: 1, fields: 10, parts: 11 },
  });
  await app.register(tenantPlugin, { db });
  await app.register(xsrfPlugin);
  await app.register(accessPlugin, {
    ...moduleDeps,
    verifyToken: createTokenVerifier(authDeps),
    sessionActive: sessionActiveCheck,
    grants: { select: callerGrantsJson, toRights: toUserRights },
    changeNotices: options.changeNotices ?? deafToChanges,
  });
  await app.register(apiDocsPlugin, { version: options.version.version });

  await app.register(
    async (api) => {
      await api.register(tenantsRoutes, { db });
      await api.register(authRoutes, {
        ...authDeps,
        publicRequestsPerMinute: options.publicRequestsPerMinute ?? 60,
      });
      await api.register(rightsRoutes);
      await api.register(usersRoutes);
      await api.register(personsRoutes);
      await api.register(profilesRoutes);
      // The crew member's day (issue 4).
      await api.register(filesRoutes, moduleDeps);
      await api.register(jobsRoutes);
      await api.register(activitiesRoutes);
      await api.register(availabilityRoutes);
      await api.register(vacanciesRoutes);
      await api.register(crewDayRoutes);
      await api.register(deliveryNoteRoutes);
      await api.register(crewExtrasRoutes);
      await api.register(crewChecksRoutes);
      await api.register(ratingsRoutes, moduleDeps);
      await api.register(homeRoutes);
      await api.register(formsRoutes);
      // Projects, crews, positions, locations and the planning calendars (issue 3).
      await api.register(projectsRoutes);
      await api.register(projectResourcesRoutes);
      await api.register(projectExportsRoutes, moduleDeps);
      await api.register(projectInvitationsRoutes);
      await api.register(projectFilesRoutes);
      await api.register(documentsRoutes);
      await api.register(documentSigningRoutes);
      await api.register(companiesRoutes);
      await api.register(invoicesRoutes);
      await api.register(invoiceWritesRoutes);
      await api.register(payrollsRoutes);
      await api.register(publicPayrollsRoutes, moduleDeps);
      await api.register(bankTransfersRoutes);
      await api.register(receiptsRoutes);
      await api.register(staffContractsRoutes);
      await api.register(projectCrewsRoutes);
      await api.register(positionsRoutes);
      await api.register(bestPersonsRoutes);
      await api.register(assignmentsRoutes);
      await api.register(locationsRoutes, { geocoder: options.geocoder ?? null });
      await api.register(contactsRoutes);
      await api.register(membershipCrewsRoutes);
      await api.register(plusCrewsRoutes);
      await api.register(referenceRoutes);
      await api.register(referenceListsRoutes, { version: options.version });
      await api.register(faqRoutes);
      await api.register(treesRoutes);
      await api.register(trainingsRoutes);
      await api.register(mobileDocumentsRoutes);
      await api.register(planningCalendarRoutes);
      // Private iCal feeds (issue 13).
      await api.register(calendarSubscriptionsRoutes, moduleDeps);
      // Mail: mailboxes, unsubscribe links and the outbox (issue 13).
      await api.register(mailRoutes);
      await api.register(unsubscribeRoutes, { db });
      await api.register(outboxRoutes);
      // Appointments with a person (issue 21).
      await api.register(appointmentsRoutes);
      // Web push and notification choices (issue 13).
      await api.register(pushRoutes, { vapidPublicKey: vapid.publicKey });
      await api.register(notificationSettingsRoutes);
      await api.register(invitationRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(webAppPlugin, {
    webDist: options.webDist,
    shell: webShell,
    version: options.version,
  });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
