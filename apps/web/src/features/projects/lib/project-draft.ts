import type { Position, Project, ProjectState } from '@crewhub/shared';

/** Form values are kept as the inputs hold them (strings); converted once on submit. */
export type PositionDraft = {
  key: string;
  functionId: string | null;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  amountOfRows: number | string;
  chargeableHours: number | string;
  catering: string;
  crewInfoExternal: string;
  crewInfoInternal: string;
  crewChief: boolean;
  spare: boolean;
  openAsVacancy: boolean;
  /** Sent only when a planner corrects a saved position; the server sets it on new ones. */
  clientAdded: boolean;
};

export type CrewDraft = {
  key: string;
  name: string;
  date: string;
  shift: string;
  positions: PositionDraft[];
};

export type ProjectDraft = {
  name: string;
  companyId: string | null;
  contactId: string | null;
  clientMark: string;
  reference: string;
  beginDate: string;
  endDate: string;
  locationId: string | null;
  crewChiefPersonId: string | null;
  projectManagerPersonId: string | null;
  branchId: string | null;
  defaultCateringTypeId: string | null;
  rateCardId: string | null;
  projectType: string;
  rate: number | string;
  comment: string;
  state: ProjectState;
  crews: CrewDraft[];
};

let sequence = 0;
const nextKey = () => `draft-${++sequence}`;

export const emptyPosition = (date = ''): PositionDraft => ({
  key: nextKey(),
  functionId: null,
  startDate: date,
  endDate: '',
  startTime: '',
  endTime: '',
  amountOfRows: 1,
  chargeableHours: '',
  catering: '',
  crewInfoExternal: '',
  crewInfoInternal: '',
  crewChief: false,
  spare: false,
  openAsVacancy: false,
  clientAdded: false,
});

export const emptyCrew = (date = ''): CrewDraft => ({
  key: nextKey(),
  name: '',
  date,
  shift: 'day',
  positions: [emptyPosition(date)],
});

export const emptyProject = (state: ProjectState): ProjectDraft => ({
  name: '',
  companyId: null,
  contactId: null,
  clientMark: '',
  reference: '',
  beginDate: '',
  endDate: '',
  locationId: null,
  crewChiefPersonId: null,
  projectManagerPersonId: null,
  branchId: null,
  defaultCateringTypeId: null,
  rateCardId: null,
  projectType: '',
  rate: '',
  comment: '',
  state,
  crews: [],
});

/** Helpers from stored values (null) to input values ('') and back. */
export const textOf = (value: string | null) => value ?? '';
export const idOf = (value: number | null) => (value === null ? null : String(value));
export const text = (value: string) => (value.trim() === '' ? null : value.trim());
export const id = (value: string | null) => (value ? Number(value) : null);
const number = (value: number | string) => (value === '' || value === null ? null : Number(value));
/** The form asks for euros; the API speaks cents. */
const centsOf = (euros: number | string) => {
  const value = number(euros);
  return value === null ? null : Math.round(value * 100);
};

/** The edit form starts from the saved project; it has no crews of its own. */
export const draftFromProject = (project: Project): ProjectDraft => ({
  name: project.name,
  companyId: idOf(project.companyId),
  contactId: idOf(project.contactId),
  clientMark: textOf(project.clientMark),
  reference: textOf(project.reference),
  beginDate: textOf(project.beginDate),
  endDate: textOf(project.endDate),
  locationId: idOf(project.locationId),
  crewChiefPersonId: idOf(project.crewChiefPersonId),
  projectManagerPersonId: idOf(project.projectManagerPersonId),
  branchId: idOf(project.branchId),
  defaultCateringTypeId: idOf(project.defaultCateringTypeId),
  rateCardId: idOf(project.rateCardId),
  projectType: textOf(project.projectType),
  rate: project.rateCents === null ? '' : project.rateCents / 100,
  comment: textOf(project.comment),
  state: project.state,
  crews: [],
});

export const positionDraftFrom = (position: Position): PositionDraft => ({
  key: `position-${position.id}`,
  functionId: String(position.functionId),
  startDate: position.startDate,
  endDate: position.endDate,
  startTime: textOf(position.startTime),
  endTime: textOf(position.endTime),
  amountOfRows: position.amountOfRows,
  chargeableHours: position.chargeableHours ?? '',
  catering: textOf(position.catering),
  crewInfoExternal: textOf(position.crewInfoExternal),
  crewInfoInternal: textOf(position.crewInfoInternal),
  crewChief: position.crewChief,
  spare: position.spare,
  openAsVacancy: position.openAsVacancy,
  clientAdded: position.clientAdded,
});

/** A position's body; without its own start date it starts on its crew's date. */
export const toPositionInput = (position: PositionDraft, crewDate: string) => ({
  functionId: id(position.functionId) ?? 0,
  startDate: text(position.startDate) ?? text(crewDate) ?? undefined,
  endDate: text(position.endDate) ?? undefined,
  startTime: text(position.startTime),
  endTime: text(position.endTime),
  amountOfRows: number(position.amountOfRows) ?? 1,
  chargeableHours: number(position.chargeableHours),
  catering: text(position.catering),
  crewInfoExternal: text(position.crewInfoExternal),
  crewInfoInternal: text(position.crewInfoInternal),
  crewChief: position.crewChief,
  spare: position.spare,
  openAsVacancy: position.openAsVacancy,
});

/** The project's own fields: the whole edit body and the head of the create body. */
export const toProjectInput = (draft: ProjectDraft) => ({
  name: draft.name.trim(),
  companyId: id(draft.companyId),
  contactId: id(draft.contactId),
  clientMark: text(draft.clientMark),
  reference: text(draft.reference),
  beginDate: text(draft.beginDate),
  endDate: text(draft.endDate),
  locationId: id(draft.locationId),
  crewChiefPersonId: id(draft.crewChiefPersonId),
  projectManagerPersonId: id(draft.projectManagerPersonId),
  branchId: id(draft.branchId),
  defaultCateringTypeId: id(draft.defaultCateringTypeId),
  rateCardId: id(draft.rateCardId),
  projectType: text(draft.projectType),
  rateCents: centsOf(draft.rate),
  comment: text(draft.comment),
  state: draft.state,
});

/** The create-project body; the shared schema then checks it exactly as the server will. */
export const toCreateInput = (draft: ProjectDraft) => ({
  ...toProjectInput(draft),
  crews: draft.crews.map((crew) => ({
    name: crew.name.trim(),
    // Empty dates go as missing: the shared date check cannot take an empty string.
    date: text(crew.date) ?? undefined,
    shift: crew.shift.trim() || 'day',
    positions: crew.positions.map((position) => toPositionInput(position, crew.date)),
  })),
});
