import type { Executor } from '../../db/client';
import { activities } from '../../db/schema';

export const crewSheetReleaseCaption = 'Crew chief sheet released';

export const crewSheetsRepository = {
  logRelease: (
    tx: Executor,
    input: {
      tenantId: number;
      crewId: number;
      loginId: number | null;
      personId: number | null;
      at: Date;
    },
  ) =>
    tx.insert(activities).values({
      tenantId: input.tenantId,
      caption: crewSheetReleaseCaption,
      type: 'LOG',
      category: 'crewChiefSheet',
      subjectType: 'project_crew',
      subjectId: input.crewId,
      personPartyId: input.personId,
      createdByLoginId: input.loginId,
      parameters: { downloaded: true },
      createdAt: input.at,
    }),
};
