import {
  createPositionInputSchema,
  createProjectInputSchema,
  updateProjectInputSchema,
  type Position,
} from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '@/lib/form-validation';
import { buildProject } from '@/testing/planning-factories';
import { loadTexts } from '@/testing/render';
import {
  draftFromProject,
  emptyCrew,
  emptyProject,
  positionDraftFrom,
  toCreateInput,
  toPositionInput,
  toProjectInput,
  type ProjectDraft,
} from './project-draft';
import { newProjectForm, outsideError, validateNewProject } from './project-form-validation';

beforeAll(loadTexts);

const draftWithPosition = (state: ProjectDraft['state'], times: [string, string]): ProjectDraft => {
  const crew = emptyCrew('2026-06-01');
  crew.name = 'Build-up';
  const [position] = crew.positions;
  if (!position) throw new Error('a new crew has one position');
  Object.assign(position, { functionId: '3', startTime: times[0], endTime: times[1] });
  return { ...emptyProject(state), name: 'Expo', crews: [crew] };
};

const problemsOf = (draft: ProjectDraft) => newProjectForm.validate(draft);

describe('create project draft', () => {
  it('turns empty inputs into nulls and numbers', () => {
    const input = toCreateInput({ ...emptyProject('quoted'), name: ' Expo ', rate: '42.5' });
    expect(input).toMatchObject({
      name: 'Expo',
      companyId: null,
      reference: null,
      rateCents: 4250,
    });
    expect(createProjectInputSchema.safeParse(input).success).toBe(true);
  });

  it('requires a name', () => {
    expect(problemsOf(emptyProject('quoted'))).toEqual({
      name: 'This field is required',
    });
  });

  it('puts "no start or end time" on the missing time of the position', () => {
    expect(problemsOf(draftWithPosition('quoted', ['08:00', '']))).toEqual({
      'crews.0.positions.0.endTime': 'No start or end time entered on the position',
    });
  });

  it('asks for chargeable hours when the project is confirmed', () => {
    expect(problemsOf(draftWithPosition('confirmed', ['08:00', '17:00']))).toEqual({
      'crews.0.positions.0.chargeableHours': 'Please set chargeable hours for all positions',
    });
    expect(problemsOf(draftWithPosition('quoted', ['08:00', '17:00']))).toEqual({});
  });

  it('says so when the end date lies before the begin date', () => {
    const draft = {
      ...emptyProject('quoted'),
      name: 'X',
      beginDate: '2026-06-02',
      endDate: '2026-06-01',
    };
    expect(problemsOf(draft)).toEqual({ endDate: 'The end date lies before the begin date' });
  });

  it('needs a function and a crew date', () => {
    const draft = draftWithPosition('quoted', ['08:00', '17:00']);
    const [crew] = draft.crews;
    if (!crew?.positions[0]) throw new Error('draft has a crew');
    crew.date = '';
    crew.positions[0].functionId = null;
    crew.positions[0].startDate = '2026-06-01';
    expect(Object.keys(problemsOf(draft)).sort()).toEqual([
      'crews.0.date',
      'crews.0.positions.0.functionId',
    ]);
  });
});

describe('validateNewProject', () => {
  it("shows every position's missing times while other fields are still wrong", () => {
    const draft = { ...draftWithPosition('quoted', ['08:00', '']), name: '' };
    expect(validateNewProject(draft)).toEqual({
      name: 'This field is required',
      'crews.0.positions.0.endTime': 'No start or end time entered on the position',
    });
  });
});

const project = buildProject({
  clientMark: null,
  contactId: 4,
  contactName: 'Ann Smit',
  reference: 'PO-1',
  locationId: 3,
  locationName: 'Ahoy',
  crewChiefPersonId: 9,
  crewChiefName: 'Mira Jansen',
  branchId: 5,
  branchName: 'Rotterdam',
  defaultCateringTypeId: 6,
  defaultCateringTypeName: 'Packed lunch',
  rateCardId: 12,
  rateCardName: 'Acme agreement 2026',
  rateCents: 4250,
  projectType: 'Fair',
  state: 'confirmed',
});

describe('edit project draft', () => {
  it('sends every field of a saved project back as it was', () => {
    const input = toProjectInput(draftFromProject(project));
    expect(input).toEqual({
      name: 'Expo',
      companyId: 2,
      contactId: 4,
      clientMark: null,
      reference: 'PO-1',
      beginDate: '2026-06-01',
      endDate: '2026-06-03',
      locationId: 3,
      crewChiefPersonId: 9,
      projectManagerPersonId: null,
      branchId: 5,
      defaultCateringTypeId: 6,
      rateCardId: 12,
      rateCents: 4250,
      projectType: 'Fair',
      comment: null,
      state: 'confirmed',
    });
    expect(updateProjectInputSchema.safeParse(input).success).toBe(true);
  });

  it('clears emptied fields with null so the server forgets them', () => {
    const draft = {
      ...draftFromProject(project),
      reference: ' ',
      rateCardId: null,
      crewChiefPersonId: null,
    };
    expect(toProjectInput(draft)).toMatchObject({
      reference: null,
      rateCardId: null,
      crewChiefPersonId: null,
    });
  });
});

describe('edit position draft', () => {
  const position: Position = {
    id: 8,
    projectCrewId: 5,
    projectId: 1,
    projectNumber: 'P-2026-001',
    functionId: 3,
    functionName: 'Rigger',
    startDate: '2026-06-01',
    endDate: '2026-06-02',
    startTime: '08:00',
    endTime: '17:00',
    amountOfRows: 2,
    catering: null,
    crewInfoExternal: 'Black clothing',
    crewInfoInternal: null,
    crewChief: false,
    clientAdded: true,
    spare: true,
    chargeableHours: 8,
    openAsVacancy: true,
    changedAt: null,
    confirmedCount: 0,
    requestedCount: 1,
  };

  it('keeps the flags a planner does not touch, such as open as vacancy', () => {
    const input = toPositionInput(positionDraftFrom(position), '2026-06-01');
    expect(input).toEqual({
      functionId: 3,
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      startTime: '08:00',
      endTime: '17:00',
      amountOfRows: 2,
      chargeableHours: 8,
      catering: null,
      crewInfoExternal: 'Black clothing',
      crewInfoInternal: null,
      crewChief: false,
      spare: true,
      openAsVacancy: true,
    });
    expect(createPositionInputSchema.safeParse({ ...input, projectCrewId: 5 }).success).toBe(true);
  });
});

describe('outsideError', () => {
  it('finds an error on a saved position the project form does not show', () => {
    const errors = serverErrors([
      {
        field: 'projectCrewItems.8.chargeableHours',
        message: 'Please set chargeable hours for all positions',
      },
    ]);
    expect(outsideError(errors, 'projectCrewItems.')).toBe(
      'Please set chargeable hours for all positions',
    );
    expect(outsideError({ name: 'Too long' }, 'projectCrewItems.')).toBeUndefined();
  });
});
