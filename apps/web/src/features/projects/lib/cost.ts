import type { Position } from '@crewhub/shared';

export type CostLine = {
  positionId: number;
  functionName: string;
  startDate: string;
  rows: number;
  hoursEach: number | null;
  hours: number | null;
  amountCents: number | null;
};

/**
 * What the client is charged per position, in cents: chargeable hours x rows x the project's
 * hourly rate. Positions without chargeable hours cannot be costed yet and are counted as missing.
 */
export const costLines = (positions: readonly Position[], rateCents: number | null): CostLine[] =>
  positions.map((position) => {
    const hours =
      position.chargeableHours === null ? null : position.chargeableHours * position.amountOfRows;
    return {
      positionId: position.id,
      functionName: position.functionName,
      startDate: position.startDate,
      rows: position.amountOfRows,
      hoursEach: position.chargeableHours,
      hours,
      amountCents: hours === null || rateCents === null ? null : Math.round(hours * rateCents),
    };
  });

export const costTotals = (lines: readonly CostLine[]) => ({
  hours: lines.reduce((sum, line) => sum + (line.hours ?? 0), 0),
  amountCents: lines.reduce((sum, line) => sum + (line.amountCents ?? 0), 0),
  missingHours: lines.filter((line) => line.hours === null).length,
});
