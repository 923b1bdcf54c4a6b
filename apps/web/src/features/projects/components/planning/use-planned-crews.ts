import {
  useCrewBooking,
  useProjectCrews,
  useProjectPositions,
} from '../../api/get-project-planning';
import { groupPlanning, type PlannedCrew } from '../../lib/group-planning';

/** Crews, positions and bookings of a project as one query-like result for QueryState. */
export const usePlannedCrews = (number: string) => {
  const crews = useProjectCrews(number);
  const positions = useProjectPositions(number);
  const booking = useCrewBooking(number);
  const queries = [crews, positions, booking];
  const failed = queries.find((query) => query.isError);
  const data: PlannedCrew[] | undefined =
    crews.data && positions.data && booking.data
      ? groupPlanning(crews.data, positions.data, booking.data)
      : undefined;
  return {
    data,
    isPending: queries.some((query) => query.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
  };
};
