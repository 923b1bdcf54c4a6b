/** What the release rules need to know about a position. */
export type ReleasePosition = {
  startTime?: string | null;
  endTime?: string | null;
  chargeableHours?: number | null;
};

export type ReleaseIssue = {
  /** Index of the position in the list checked. */
  index: number;
  field: 'startTime' | 'endTime' | 'chargeableHours';
  message: string;
};

export const missingTimeMessage = 'No start or end time entered on the position';
export const missingChargeableHoursMessage = 'Please set chargeable hours for all positions';

/** A position needs a start and an end time, always. */
export const positionTimeIssues = (positions: readonly ReleasePosition[]): ReleaseIssue[] =>
  positions.flatMap((position, index) =>
    (['startTime', 'endTime'] as const)
      .filter((field) => !position[field])
      .map((field) => ({ index, field, message: missingTimeMessage })),
  );

/**
 * Releasing a project (state confirmed) also needs chargeable hours on every position, since
 * the client is invoiced from them.
 */
export const projectReleaseIssues = (
  positions: readonly ReleasePosition[],
  state: string | undefined,
): ReleaseIssue[] => [
  ...positionTimeIssues(positions),
  ...(state === 'confirmed'
    ? positions.flatMap((position, index) =>
        position.chargeableHours == null
          ? [{ index, field: 'chargeableHours' as const, message: missingChargeableHoursMessage }]
          : [],
      )
    : []),
];
