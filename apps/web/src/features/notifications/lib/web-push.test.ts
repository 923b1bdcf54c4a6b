import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, toSubscriptionInput } from './web-push';

const p256dh = `B${'A'.repeat(86)}`;
const auth = 'A'.repeat(22);

describe('base64UrlToBytes', () => {
  it('reads base64url without padding, including - and _', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([251, 255]);
    expect(base64UrlToBytes(p256dh)).toHaveLength(65);
  });
});

describe('toSubscriptionInput', () => {
  const subscription = (endpoint: string) =>
    ({
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    }) as unknown as PushSubscription;

  it('passes a browser subscription on as the API takes it', () => {
    expect(toSubscriptionInput(subscription('https://push.example/1'))).toEqual({
      endpoint: 'https://push.example/1',
      expirationTime: null,
      keys: { p256dh, auth },
    });
  });

  it('refuses an endpoint that is not https', () => {
    expect(() => toSubscriptionInput(subscription('http://push.example/1'))).toThrow();
  });
});
