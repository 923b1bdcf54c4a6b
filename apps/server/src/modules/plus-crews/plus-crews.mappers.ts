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

export const toPlusCrew = (row: PlusCrewRow): PlusCrew => ({
  id: row.id,
  number: row.number,
  name: row.name,
  crewType: row.crewType,
  memberCount: row.memberCount,
  clientContactName: row.clientContactName,
  clientContactEmail: row.clientContactEmail,
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
