import type { CrewInfoItem } from '@crewhub/shared';

export type CrewInfoGroup = { category: string | null; items: CrewInfoItem[] };

/**
 * Groups the office's blocks by category, keeping the server's order: a category appears where
 * its first block is; blocks without a category form one group of their own.
 */
export const groupItems = (items: CrewInfoItem[]): CrewInfoGroup[] => {
  const groups = new Map<string | null, CrewInfoItem[]>();
  for (const item of items) {
    const category = item.category?.trim() || null;
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return [...groups].map(([category, grouped]) => ({ category, items: grouped }));
};
