import type { ProjectState } from '@crewhub/shared';

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
  projectType: '',
  rate: '',
  comment: '',
  state,
  crews: [],
});

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const id = (value: string | null) => (value ? Number(value) : null);
const number = (value: number | string) => (value === '' || value === null ? null : Number(value));

/** A position's body; without its own start date it starts on its crew's date. */
export const toPositionInput = (position: PositionDraft, crewDate: string) => ({
  functionId: id(position.functionId) ?? 0,
  startDate: text(position.startDate) ?? text(crewDate) ?? undefined,
  endDate: text(position.endDate) ?? undefined,
  startTime: text(position.startTime),
  endTime: text(position.endTime),
  amountOfRows: number(position.amountOfRows) ?? 1,
  chargeableHours: number(position.chargeableHours),
});

/** The create-project body; the shared schema then checks it exactly as the server will. */
export const toCreateInput = (draft: ProjectDraft) => ({
  name: draft.name.trim(),
  companyId: id(draft.companyId),
  contactId: id(draft.contactId),
  clientMark: text(draft.clientMark),
  reference: text(draft.reference),
  beginDate: text(draft.beginDate),
  endDate: text(draft.endDate),
  locationId: id(draft.locationId),
  projectType: text(draft.projectType),
  rate: number(draft.rate),
  comment: text(draft.comment),
  state: draft.state,
  crews: draft.crews.map((crew) => ({
    name: crew.name.trim(),
    // Empty dates go as missing: the shared date check cannot take an empty string.
    date: text(crew.date) ?? undefined,
    shift: crew.shift.trim() || 'day',
    positions: crew.positions.map((position) => toPositionInput(position, crew.date)),
  })),
});
