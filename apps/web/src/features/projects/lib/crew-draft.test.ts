import {
  createProjectCrewInputSchema,
  updateProjectCrewInputSchema,
  type ProjectCrew,
} from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { crewValuesFrom, emptyCrewValues, toCrewInput } from './crew-draft';

const crew: ProjectCrew = {
  id: 5,
  projectId: 1,
  projectNumber: 'P-2026-001',
  projectName: 'Expo',
  name: 'Build-up',
  date: '2026-06-01',
  shift: 'night',
  locationId: 3,
  locationName: 'Ahoy',
  crewChiefPersonId: 9,
  crewChiefName: 'Mira Jansen',
  contactOnSiteName: 'Sam',
  contactOnSitePhone: null,
  contactOnSiteEmail: 'sam@example.test',
  positionCount: 2,
};

describe('crew dialog values', () => {
  it('sends a saved crew back unchanged', () => {
    expect(toCrewInput(crewValuesFrom(crew))).toEqual({
      name: 'Build-up',
      date: '2026-06-01',
      shift: 'night',
      locationId: 3,
      crewChiefPersonId: 9,
      contactOnSiteName: 'Sam',
      contactOnSitePhone: null,
      contactOnSiteEmail: 'sam@example.test',
    });
  });

  it('clears emptied fields with null and falls back to the day shift', () => {
    const values = { ...crewValuesFrom(crew), contactOnSiteName: ' ', shift: '', locationId: null };
    const input = toCrewInput(values);
    expect(input).toMatchObject({ contactOnSiteName: null, shift: 'day', locationId: null });
    expect(updateProjectCrewInputSchema.safeParse(input).success).toBe(true);
  });

  it('lets the shared schema ask for a name and a date', () => {
    const result = createProjectCrewInputSchema.safeParse(toCrewInput(emptyCrewValues('')));
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'date',
      'name',
    ]);
  });
});
