import {
  plusCrewValueTypes,
  type PlusCrew,
  type PlusCrewValue,
  type PlusCrewValueData,
  type PlusCrewValueType,
  type PlusCrewValueTypeCode,
} from '@crewhub/shared';
import type { DataRow, PlusCrewRow, ValueRow } from './plus-crews.repository';

export const valueTypeOf = (code: PlusCrewValueTypeCode): PlusCrewValueType =>
  plusCrewValueTypes.find((type) => type.code === code)!;

type PersonName = { firstName: string; lastName: string };

/** A plus crew's links as read: its team's persons and its client contact, if any. */
export type PlusCrewLinks = {
  members: ({ personId: number } & PersonName)[];
  clientContact: ({ id: number; companyName: string } & PersonName) | null;
};

export const noLinks: PlusCrewLinks = { members: [], clientContact: null };

const fullName = (name: PersonName) => `${name.firstName} ${name.lastName}`;

export const toPlusCrew = (row: PlusCrewRow, links: PlusCrewLinks): PlusCrew => ({
  id: row.id,
  number: row.number,
  name: row.name,
  crewType: row.crewType,
  members: links.members.map((member) => ({
    personId: member.personId,
    name: fullName(member),
  })),
  clientContact: links.clientContact && {
    id: links.clientContact.id,
    name: fullName(links.clientContact),
    companyName: links.clientContact.companyName,
  },
  hasGuestPassword: row.guestPasswordHash !== null,
  importMapping: row.importMapping ?? null,
});

export const toPlusCrewValue = (row: ValueRow): PlusCrewValue => {
  const type = valueTypeOf(row.valueType);
  return {
    id: row.id,
    plusCrewId: row.plusCrewId,
    valueTypeId: type.id,
    valueTypeCode: type.code,
    caption: type.caption,
    tracked: row.tracked,
    bonusShareBasisPoints: row.bonusShareBasisPoints,
    targetMode: row.targetMode,
    targetAmountCents: row.targetAmountCents,
  };
};

export const toPlusCrewValueData = (row: DataRow): PlusCrewValueData => ({
  id: row.id,
  plusCrewValueId: row.plusCrewValueId,
  valueTypeId: valueTypeOf(row.valueType).id,
  date: row.date,
  amountCents: row.amountCents,
  hours: row.hoursHundredths === null ? null : row.hoursHundredths / 100,
  dataSourceType: row.dataSourceType,
});

/** Hours as the API sends them, stored in hundredths. */
export const toHundredths = (hours: number | null | undefined): number | null =>
  hours === null || hours === undefined ? null : Math.round(hours * 100);
