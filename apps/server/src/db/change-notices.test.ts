import { describe, expect, it } from 'vitest';
import { hearChanges, type NoticeListener } from './change-notices';

/** A listener the test drives: what the database would send, and a lost connection. */
const fakeListener = () => {
  const events = {} as Parameters<NoticeListener>[0];
  const listen: NoticeListener = (given) => {
    Object.assign(events, given);
    given.listening();
    return Promise.resolve({ caughtUp: () => Promise.resolve(), stop: () => Promise.resolve() });
  };
  return { listen, events };
};

describe('change notices', () => {
  it("moves one tenant's version on its notice and leaves the others'", async () => {
    const { listen, events } = fakeListener();
    const notices = await hearChanges(listen);
    const [one, two] = [notices.versionOf(1), notices.versionOf(2)];
    events.hear('1');
    expect(notices.versionOf(1)).not.toBe(one);
    expect(notices.versionOf(2)).toBe(two);
  });

  it("moves every tenant's version on a notice for all of them or one it cannot read", async () => {
    const { listen, events } = fakeListener();
    const notices = await hearChanges(listen);
    for (const payload of ['*', 'not a tenant']) {
      const before = [notices.versionOf(1), notices.versionOf(2)];
      events.hear(payload);
      expect(notices.versionOf(1)).not.toBe(before[0]);
      expect(notices.versionOf(2)).not.toBe(before[1]);
    }
  });

  it('counts a change the node made itself at once', async () => {
    const notices = await hearChanges(fakeListener().listen);
    const before = notices.versionOf(7);
    notices.changed(7);
    expect(notices.versionOf(7)).not.toBe(before);
  });

  it('keeps nothing while deaf, and never returns to a version seen before', async () => {
    const { listen, events } = fakeListener();
    const notices = await hearChanges(listen);
    const seen = new Set<number | null>();
    const see = () => seen.add(notices.versionOf(1)).size;
    see();
    events.hear('1');
    see();
    events.deaf();
    expect(notices.versionOf(1)).toBeNull();
    events.listening();
    expect(see()).toBe(3);
    // Other tenants' notices and one for all never bring tenant 1 back to an old version.
    events.hear('2');
    events.hear('*');
    expect(see()).toBe(4);
  });
});
