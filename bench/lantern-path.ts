// What Lighthouse's simulated load (Lantern) counts into a page's largest contentful paint: every
// request that ended before the paint in the real load, timed again on the simulated slow phone.
// The last ones to end are the paint's critical path (issue 17; decisions.md, "The signed-in
// home's files asked for by the page itself").
import type { RunnerResult } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

type Timing = { startTime: number; endTime: number };
type SimulatedNode = {
  type: string;
  request?: { url: string; transferSize: number };
};

/** The requests of the pessimistic estimate, in the order they end, with their simulated times. */
export const lcpRequests = async ({ artifacts, lhr }: RunnerResult): Promise<string[]> => {
  const metric = await LanternLargestContentfulPaint.request(
    {
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      simulator: null,
      trace: artifacts.Trace,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
    },
    { computedCache: new Map() },
  );
  const estimate = metric.pessimisticEstimate;
  const timings = [...(estimate.nodeTimings as Map<SimulatedNode, Timing>).entries()];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return [
    `simulated LCP (pessimistic) ${Math.round(estimate.timeInMs)} ms:`,
    ...timings
      .flatMap(([node, timing]) => (node.request ? [{ request: node.request, timing }] : []))
      .sort((a, b) => a.timing.endTime - b.timing.endTime)
      .map(
        ({ request, timing }) =>
          `  ${String(Math.round(timing.startTime)).padStart(5)} to ` +
          `${String(Math.round(timing.endTime)).padStart(5)} ms  ` +
          `${(request.transferSize / 1024).toFixed(1).padStart(5)} KiB  ` +
          request.url.replace(origin, ''),
      ),
  ];
};
