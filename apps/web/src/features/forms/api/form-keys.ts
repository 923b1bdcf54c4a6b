export const formKeys = {
  all: ['forms'] as const,
  perform: (id: number) => [...formKeys.all, 'perform', id] as const,
};
