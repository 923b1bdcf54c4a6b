import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import { createQueueingMailer } from '../modules/mail/mail-queue';
import { createOutboxWorker } from '../modules/mail/outbox-worker';
import { createPushHandler, createReminderHandler, loadVapidKeys } from '../modules/notifications';
import { capturingTransport, passwordResetHandler } from './mail-factories';
import type { TestContext } from './test-app';

/** A browser's push subscription keys (RFC 8291): a P-256 key pair and a 16-byte secret. */
export const testPushKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
};
export type TestPushKeys = ReturnType<typeof testPushKeys>;

/**
 * Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) as the browser would:
 * salt | record size | key id (the sender's public key) | ciphertext with its tag.
 */
export const decryptPush = (body: Buffer, keys: TestPushKeys): string => {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
};

/**
 * Checks a push request's `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT is
 * ES256-signed by that key, names the push service's origin and expires within a day.
 */
export const verifyVapid = async (
  authorization: string | undefined,
  audience: string,
): Promise<{ publicKey: string; claims: JWTPayload }> => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, publicKey] = match;
  const point = Buffer.from(publicKey!, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token!, key, { audience, algorithms: ['ES256'] });
  return { publicKey: publicKey!, claims: payload };
};

type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** An HTTP server in this process playing a push service; `answer` sets its status code. */
export const startPushService = async () => {
  const received: ReceivedPush[] = [];
  const state = { answer: 201 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(state.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * The outbox worker as main.ts runs it: push, reminder and password reset handlers, the
 * installation's VAPID keys, and a transport that keeps the mail it is handed.
 */
export const outboxWorkerWithPush = async (ctx: TestContext) => {
  const vapid = await loadVapidKeys(ctx.handle.db, { subject: 'mailto:push@crewhub.app' });
  const mail = capturingTransport();
  const mailer = createQueueingMailer({ clock: ctx.clock });
  const worker = createOutboxWorker({
    db: ctx.handle.db,
    storage: ctx.storage,
    transport: mail.transport,
    clock: ctx.clock,
    handlers: {
      push: createPushHandler({ db: ctx.handle.db, vapid }),
      reminder: createReminderHandler({ db: ctx.handle.db, clock: ctx.clock, mailer }),
      passwordReset: passwordResetHandler(ctx.handle.db, ctx.clock),
    },
  });
  return { worker, vapid, mail };
};
