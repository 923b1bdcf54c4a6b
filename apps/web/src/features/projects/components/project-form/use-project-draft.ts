import { useState } from 'react';
import type { FieldProblem } from '../../lib/field-problems';
import {
  emptyCrew,
  emptyPosition,
  type CrewDraft,
  type PositionDraft,
  type ProjectDraft,
} from '../../lib/project-draft';

type Problems = Record<string, FieldProblem>;

const without = (problems: Problems, paths: string[]): Problems =>
  paths.some((path) => path in problems)
    ? Object.fromEntries(Object.entries(problems).filter(([path]) => !paths.includes(path)))
    : problems;

const replaceAt = <T>(list: T[], index: number, update: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? update(item) : item));

/** The create-project form state: nested crews and positions, with problems per field path. */
export const useProjectDraft = (initial: () => ProjectDraft) => {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const clear = (paths: string[]) => setProblems((current) => without(current, paths));
  // Removing a crew or position renumbers the paths after it; old problems would point wrong.
  const clearCrews = () =>
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('crews'))),
    );
  const updateCrews = (update: (crews: CrewDraft[]) => CrewDraft[]) =>
    setDraft((current) => ({ ...current, crews: update(current.crews) }));

  return {
    draft,
    problems,
    setProblems,
    reset: () => {
      setDraft(initial());
      setProblems({});
    },
    setField: <K extends keyof ProjectDraft>(key: K, value: ProjectDraft[K]) => {
      setDraft((current) => ({ ...current, [key]: value }));
      clear([key]);
    },
    updateCrew: (index: number, patch: Partial<CrewDraft>) => {
      updateCrews((crews) => replaceAt(crews, index, (crew) => ({ ...crew, ...patch })));
      clear(Object.keys(patch).map((key) => `crews.${index}.${key}`));
    },
    updatePosition: (crewIndex: number, index: number, patch: Partial<PositionDraft>) => {
      updateCrews((crews) =>
        replaceAt(crews, crewIndex, (crew) => ({
          ...crew,
          positions: replaceAt(crew.positions, index, (position) => ({ ...position, ...patch })),
        })),
      );
      clear(Object.keys(patch).map((key) => `crews.${crewIndex}.positions.${index}.${key}`));
    },
    addCrew: () => updateCrews((crews) => [...crews, emptyCrew(draft.beginDate)]),
    removeCrew: (index: number) => {
      updateCrews((crews) => crews.filter((_, i) => i !== index));
      clearCrews();
    },
    addPosition: (crewIndex: number) =>
      updateCrews((crews) =>
        replaceAt(crews, crewIndex, (crew) => ({
          ...crew,
          positions: [...crew.positions, emptyPosition(crew.date)],
        })),
      ),
    removePosition: (crewIndex: number, index: number) => {
      updateCrews((crews) =>
        replaceAt(crews, crewIndex, (crew) => ({
          ...crew,
          positions: crew.positions.filter((_, i) => i !== index),
        })),
      );
      clearCrews();
    },
  };
};

export type ProjectDraftState = ReturnType<typeof useProjectDraft>;
