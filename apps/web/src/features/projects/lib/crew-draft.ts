import type { ProjectCrew } from '@crewhub/shared';
import { id, idOf, text, textOf } from './project-draft';

/** The crew dialog's values as its inputs hold them. */
export type CrewValues = {
  name: string;
  date: string;
  shift: string;
  locationId: string | null;
  crewChiefPersonId: string | null;
  contactOnSiteName: string;
  contactOnSitePhone: string;
  contactOnSiteEmail: string;
};

export const emptyCrewValues = (date: string): CrewValues => ({
  name: '',
  date,
  shift: 'day',
  locationId: null,
  crewChiefPersonId: null,
  contactOnSiteName: '',
  contactOnSitePhone: '',
  contactOnSiteEmail: '',
});

export const crewValuesFrom = (crew: ProjectCrew): CrewValues => ({
  name: crew.name,
  date: crew.date,
  shift: crew.shift,
  locationId: idOf(crew.locationId),
  crewChiefPersonId: idOf(crew.crewChiefPersonId),
  contactOnSiteName: textOf(crew.contactOnSiteName),
  contactOnSitePhone: textOf(crew.contactOnSitePhone),
  contactOnSiteEmail: textOf(crew.contactOnSiteEmail),
});

/**
 * The body for create and update alike: emptied optional fields go as null so an edit clears
 * them; an empty date goes as missing so the schema says "required".
 */
export const toCrewInput = (values: CrewValues) => ({
  name: values.name.trim(),
  date: text(values.date) ?? undefined,
  shift: values.shift.trim() || 'day',
  locationId: id(values.locationId),
  crewChiefPersonId: id(values.crewChiefPersonId),
  contactOnSiteName: text(values.contactOnSiteName),
  contactOnSitePhone: text(values.contactOnSitePhone),
  contactOnSiteEmail: text(values.contactOnSiteEmail),
});
