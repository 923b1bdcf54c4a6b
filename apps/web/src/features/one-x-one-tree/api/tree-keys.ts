export const treeKeys = {
  all: ['one-x-one-tree'] as const,
  summary: () => [...treeKeys.all, 'summary'] as const,
};
