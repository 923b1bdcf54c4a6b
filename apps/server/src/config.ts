import path from 'node:path';
import { z } from 'zod';

/** The VAPID contact when none is configured. */
export const defaultVapidSubject = 'mailto:push@crewhub.app';

const configSchema = z
  .object({
    PORT: z.coerce.number().int().positive().default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default('./data'),
    /** Shared by every API node; generated and kept under DATA_DIR when not set. */
    JWT_SECRET: z.string().min(32).optional(),
    TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * A Nominatim search API (e.g. https://nominatim.openstreetmap.org) that computes location
     * coordinates from addresses; unset, coordinates are entered by hand (no outside calls).
     */
    GEOCODER_NOMINATIM_URL: z.url().optional(),
    /**
     * smtp://user:password@host:587 (or smtps://…) sends system mail through that server; unset,
     * mail is only recorded in the mailbox and logged.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /**
     * The VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints) that signs web
     * push; unset, a pair is made once and kept in the database, shared by every node.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/)
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/)
      .optional(),
    /** Who push services may contact about this server's pushes: a mailto: or https: URL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .default(defaultVapidSubject),
    /**
     * Requests one node works on at once; more are refused with 503 and Retry-After. The embedded
     * PGlite runs one query at a time, so it gets a lower bound unless this is set.
     */
    MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().positive().optional(),
    /** Bearer token Prometheus sends to GET /metrics; unset, only loopback callers may read it. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** On SIGTERM, how long requests in flight may take to finish before the node exits. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Seeds the demo tenants into an empty database on start. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
  })
  // One key of the pair without the other would sign with a key nobody subscribed with.
  .refine((config) => !config.VAPID_PUBLIC_KEY === !config.VAPID_PRIVATE_KEY, {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PRIVATE_KEY'],
  });

export type Config = z.infer<typeof configSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => configSchema.parse(env);

/** The checked-in migrations, next to src/ in development and next to dist/ when built. */
export const migrationsFolder = (moduleDir: string): string =>
  path.resolve(moduleDir, '../drizzle');
