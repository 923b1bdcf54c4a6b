import { createProjectInputSchema } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { fieldProblems, serverFieldProblems } from './field-problems';
import { emptyCrew, emptyProject, toCreateInput, type ProjectDraft } from './project-draft';

const draftWithPosition = (state: ProjectDraft['state'], times: [string, string]): ProjectDraft => {
  const crew = emptyCrew('2026-06-01');
  crew.name = 'Build-up';
  const [position] = crew.positions;
  if (!position) throw new Error('a new crew has one position');
  Object.assign(position, { functionId: '3', startTime: times[0], endTime: times[1] });
  return { ...emptyProject(state), name: 'Expo', crews: [crew] };
};

const problemsOf = (draft: ProjectDraft) => {
  const result = createProjectInputSchema.safeParse(toCreateInput(draft));
  return result.success ? {} : fieldProblems(result.error.issues);
};

describe('create project draft', () => {
  it('turns empty inputs into nulls and numbers', () => {
    const input = toCreateInput({ ...emptyProject('quoted'), name: ' Expo ', rate: '42.5' });
    expect(input).toMatchObject({ name: 'Expo', companyId: null, reference: null, rate: 42.5 });
    expect(createProjectInputSchema.safeParse(input).success).toBe(true);
  });

  it('requires a name', () => {
    expect(problemsOf(emptyProject('quoted'))).toEqual({
      name: { key: 'common:validation.required', values: {} },
    });
  });

  it('puts SPEC 8 "no start or end time" on the missing time of the position', () => {
    expect(problemsOf(draftWithPosition('quoted', ['08:00', '']))).toEqual({
      'crews.0.positions.0.endTime': { key: 'common:messages.noStartOrEndTime' },
    });
  });

  it('asks for chargeable hours when the project is confirmed', () => {
    expect(problemsOf(draftWithPosition('confirmed', ['08:00', '17:00']))).toEqual({
      'crews.0.positions.0.chargeableHours': { key: 'common:messages.setChargeableHours' },
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
    expect(problemsOf(draft)).toEqual({ endDate: { key: 'projects:form.endBeforeBegin' } });
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

describe('serverFieldProblems', () => {
  it('maps the server fields onto the form paths with SPEC texts', () => {
    expect(
      serverFieldProblems([
        {
          field: 'body.crews.0.positions.0.startTime',
          message: 'No start or end time entered on the position',
        },
        { field: 'body.name', message: 'Too long' },
      ]),
    ).toEqual({
      'crews.0.positions.0.startTime': { key: 'common:messages.noStartOrEndTime' },
      name: { text: 'Too long' },
    });
  });
});
