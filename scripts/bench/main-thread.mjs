// What a run's main thread itself did, from its trace. Lantern times each task by the wall clock,
// which also counts the time the thread was not running (on a host with few cores, mostly waiting
// for one: README, benchmarks). The blocking-time sum over each task's CPU time instead (the trace's
// `tdur`, the thread's clock) is what the page's own work costs, whatever else ran beside it.
import { Metrics } from 'lighthouse/core/lib/lantern/lantern.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const { BLOCKING_TIME_THRESHOLD, calculateSumOfBlockingTime } = Metrics.TBTUtils;

/**
 * The main thread's top-level tasks as Lighthouse finds them, each slowed `slowdown` times, summed
 * with Lighthouse's own rule from the observed first contentful paint to the end of the trace (not
 * Lantern's simulated timeline): `wallTbtMs` timed by the wall clock, `cpuTbtMs` by the thread's;
 * `offCoreShare`, the share of the long tasks' wall time the thread was not running. Null without a
 * thread clock in the trace; throws on a trace Lighthouse could not use either (NO_FCP).
 */
export function mainThreadFigures(trace, slowdown) {
  const processed = TraceProcessor.processTrace(trace);
  const fcp = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint;
  const origin = processed.timeOriginEvt.ts;
  const tasks = processed.mainThreadEvents.filter((event) => TraceProcessor.isScheduleableTask(event) && event.dur);
  if (tasks.some((task) => task.tdur === undefined)) return null;
  const timed = (clock) =>
    tasks.map((task) => {
      const start = (task.ts - origin) / 1000;
      const duration = (task[clock] / 1000) * slowdown;
      return { start, end: start + duration, duration };
    });
  const sum = (clock) => Math.round(calculateSumOfBlockingTime(timed(clock), fcp, Number.POSITIVE_INFINITY));
  const long = tasks.filter((task) => (task.dur / 1000) * slowdown > BLOCKING_TIME_THRESHOLD && (task.ts - origin) / 1000 >= fcp);
  const wall = long.reduce((total, task) => total + task.dur, 0);
  const cpu = long.reduce((total, task) => total + task.tdur, 0);
  return { wallTbtMs: sum('dur'), cpuTbtMs: sum('tdur'), offCoreShare: wall === 0 ? 0 : Number((1 - cpu / wall).toFixed(2)) };
}
