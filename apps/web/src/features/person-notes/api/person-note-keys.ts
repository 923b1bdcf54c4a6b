export const personNoteKeys = {
  all: ['person-notes'] as const,
  list: (personId: number) => [...personNoteKeys.all, personId] as const,
};
