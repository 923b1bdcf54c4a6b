import type { Position } from '@crewhub/shared';
import { createContext, useContext, type ReactNode } from 'react';

/** The find-best-person panel for one position; composed in by the route (another feature). */
export type RenderFindBest = (props: {
  position: Position;
  assignedPersonIds: number[];
  onClose: () => void;
}) => ReactNode;

export type PlanningAbilities = {
  projectNumber: string;
  /** projects EDIT: crews, people, status calls, copies. */
  canEdit: boolean;
  /** projects CREATE: clients may add positions to their own projects. */
  canAddPositions: boolean;
  renderFindBest?: RenderFindBest;
};

const PlanningContext = createContext<PlanningAbilities | null>(null);

export const PlanningProvider = ({
  value,
  children,
}: {
  value: PlanningAbilities;
  children: ReactNode;
}) => <PlanningContext.Provider value={value}>{children}</PlanningContext.Provider>;

export const usePlanningAbilities = (): PlanningAbilities => {
  const value = useContext(PlanningContext);
  if (!value) throw new Error('usePlanningAbilities needs a PlanningProvider');
  return value;
};
