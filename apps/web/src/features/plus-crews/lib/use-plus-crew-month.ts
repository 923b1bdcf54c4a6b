import {
  plusCrewMonthFigures,
  requiredPlusCrewValueTypes,
  type PlusCrew,
  type PlusCrewMonthFigures,
  type PlusCrewValue,
  type PlusCrewValueData,
  type PlusCrewValueTypeCode,
} from '@crewhub/shared';
import { todayIso } from '@/lib/calendar/month';
import { usePlusCrew } from '../api/get-plus-crew';
import { usePlusCrewValues } from '../api/get-plus-crew-values';
import { usePlusCrewSeries } from '../api/get-value-datas';
import { usePlusCrewValueTypes } from '../api/get-value-types';

export type PlusCrewMonth =
  | { status: 'loading' }
  /** `missingNumber` and `missingTypes` are the section 8 texts; else the failed request. */
  | { status: 'error'; reason: 'missingNumber' | 'missingTypes' | 'request'; error?: unknown }
  | {
      status: 'success';
      crew: PlusCrew;
      values: PlusCrewValue[];
      figures: PlusCrewMonthFigures;
      /** The month's rows as loaded, for the data entry grid. */
      rows: Record<'turnover' | 'hours' | 'target', PlusCrewValueData[]>;
    };

const trackedValue = (values: PlusCrewValue[] | undefined, code: PlusCrewValueTypeCode) =>
  values?.find((value) => value.valueTypeCode === code && value.tracked);

/**
 * The dashboard's setup (section 4): resolve the plus crew by number, load the value types and
 * its values, pick Team Bonus, then load the month's three series and sum them with the shared
 * rules. A new month only reloads the series.
 */
export const usePlusCrewMonth = (
  number: string,
  month: string,
  refetchInterval?: number,
): PlusCrewMonth => {
  const crew = usePlusCrew(number);
  const types = usePlusCrewValueTypes();
  const values = usePlusCrewValues(crew.data?.id);
  const required = requiredPlusCrewValueTypes.map((code) => trackedValue(values.data, code));
  const complete = required.every((value) => value !== undefined);
  const typeIds = complete && types.data ? required.map((value) => value!.valueTypeId) : [];
  const series = usePlusCrewSeries(crew.data?.id, typeIds, month, refetchInterval);

  if (!number) return { status: 'error', reason: 'missingNumber' };
  const failed = [crew, types, values, ...series].find((query) => query.isError);
  if (failed) return { status: 'error', reason: 'request', error: failed.error };
  if (!crew.data || !types.data || !values.data) return { status: 'loading' };
  if (!complete) return { status: 'error', reason: 'missingTypes' };
  if (series.some((query) => !query.data)) return { status: 'loading' };
  const [turnoverRows, hoursRows, targetRows] = series.map(
    (query) => query.data as PlusCrewValueData[],
  );
  const target = trackedValue(values.data, 'targetTurnover');
  const bonus = trackedValue(values.data, 'teamBonus');
  const figures = plusCrewMonthFigures({
    month,
    today: todayIso(),
    turnoverRows: turnoverRows!,
    hoursRows: hoursRows!,
    targetRows: targetRows!,
    target:
      target?.targetMode && target.targetAmountCents !== null
        ? { mode: target.targetMode, amountCents: target.targetAmountCents }
        : null,
    bonusShareBasisPoints: bonus?.bonusShareBasisPoints ?? null,
  });
  return {
    status: 'success',
    crew: crew.data,
    values: values.data,
    figures,
    rows: { turnover: turnoverRows!, hours: hoursRows!, target: targetRows! },
  };
};
