import type { Executor } from '../../db/client';
import { listPositions } from '../positions';
import { listCrewsOfProject } from '../project-crews';
import { projectExportsRepository } from './project-exports.repository';

/**
 * The crews, positions and places a project's calendar events need. Feeds are read without
 * login: no spare functions, no planner-only notes.
 */
export const loadProjectCalendarData = async (
  tx: Executor,
  tenantId: number,
  projectId: number,
) => {
  const crews = await listCrewsOfProject(tx, tenantId, projectId);
  const positions = await listPositions(
    tx,
    tenantId,
    { seesSpare: false, seesInternals: false },
    { projectId },
  );
  const placeIds = [
    ...new Set(crews.map((crew) => crew.locationId).filter((id): id is number => id !== null)),
  ];
  const places = await projectExportsRepository.locationsByIds(tx, tenantId, placeIds);
  return { crews, positions, places };
};
