/**
 * Values one node keeps in memory under the tenant's change version they were read at
 * (db/change-notices.ts): a value is found again only while that version is still current,
 * so any change to the tenant's data, heard from any node, ends it.
 */
export type KeptValues<T> = {
  /** The value kept for `key` at `version`; nothing when the version moved on or is unknown. */
  get: (key: string, version: number | null) => T | undefined;
  /** Keeps `value`, read at `version` (taken before the read began); null keeps nothing. */
  set: (key: string, version: number | null, value: T) => void;
};

/** Past `limit` keys the node starts again rather than track which ones are least used. */
export const keptValues = <T>(limit: number): KeptValues<T> => {
  const entries = new Map<string, { version: number; value: T }>();
  return {
    get: (key, version) => {
      if (version === null) return undefined;
      const entry = entries.get(key);
      return entry?.version === version ? entry.value : undefined;
    },
    set: (key, version, value) => {
      if (version === null) return;
      if (entries.size >= limit && !entries.has(key)) entries.clear();
      entries.set(key, { version, value });
    },
  };
};
