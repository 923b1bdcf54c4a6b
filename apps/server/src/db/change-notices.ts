/**
 * What one API node has heard of changes to tenants' data. Every write to a tenant's table
 * sends a `crewhub_change` notice at its commit (migration 0040_change_notices) to every node;
 * a node keeps callers' sessions and rights, and some answers, only as long as the tenant's
 * version it read them under is still the tenant's version.
 */
export type ChangeNotices = {
  /**
   * A number that grows with every change heard for the tenant; null while this node cannot
   * hear changes (its listening connection is lost), when nothing may be answered from memory.
   */
  versionOf: (tenantId: number) => number | null;
  /**
   * A change this node itself committed: counted at once, so the node's next request does not
   * depend on the notice of its own write arriving first.
   */
  changed: (tenantId: number) => void;
  /**
   * Resolves once every change committed before the call has been heard: for writes made
   * behind the app's back (tests, scripts) whose next read must not come from memory.
   */
  caughtUp: () => Promise<void>;
  close: () => Promise<void>;
};

/** The channel the migration's trigger notifies on; its payload is a tenant id or '*'. */
export const changeChannel = 'crewhub_change';

/** How a database handle delivers notices: `hear` for each one, `deaf` while it cannot listen. */
export type NoticeListener = (events: {
  hear: (payload: string) => void;
  deaf: () => void;
  listening: () => void;
}) => Promise<{ caughtUp: () => Promise<void>; stop: () => Promise<void> }>;

/**
 * Counts heard changes per tenant. A notice for every tenant ('*') and every time the node
 * starts listening again (notices may have been missed) raise one shared count instead: both
 * counts only grow, so a tenant's version never comes back to a value it had.
 */
export const hearChanges = async (listen: NoticeListener): Promise<ChangeNotices> => {
  let everyTenant = 0;
  let hearing = false;
  const perTenant = new Map<number, number>();
  const changed = (tenantId: number) => perTenant.set(tenantId, (perTenant.get(tenantId) ?? 0) + 1);
  const listener = await listen({
    hear: (payload) => {
      const tenantId = Number(payload);
      if (payload !== '*' && Number.isSafeInteger(tenantId)) changed(tenantId);
      else everyTenant += 1;
    },
    deaf: () => {
      hearing = false;
      everyTenant += 1;
    },
    listening: () => {
      everyTenant += 1;
      hearing = true;
    },
  });
  return {
    versionOf: (tenantId) => (hearing ? everyTenant + (perTenant.get(tenantId) ?? 0) : null),
    changed,
    caughtUp: listener.caughtUp,
    close: listener.stop,
  };
};

/** For an app built without a database that notifies: nothing is ever answered from memory. */
export const deafToChanges: ChangeNotices = {
  versionOf: () => null,
  changed: () => {},
  caughtUp: () => Promise.resolve(),
  close: () => Promise.resolve(),
};
