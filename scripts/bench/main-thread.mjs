// What a run's main thread itself did, from its trace. Lantern times each task by the wall clock,
// which on a host with few cores also counts the time the thread waited for one: Chromium's other
// processes (its software compositor, the screenshots Lighthouse records), the bench's own servers.
// The same blocking-time sum over each task's CPU time (the trace's `tdur`, the thread's clock) is
// what the page's own work costs, whatever else ran beside it.
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const LONG_TASK_MS = 50;

/**
 * The main thread's top-level tasks after the first contentful paint, each slowed `slowdown` times:
 * `cpuTbtMs`, the blocking time of their CPU time; `wallTbtMs`, of their wall time (Lantern's input,
 * for comparison); `waitedShare`, the share of the long ones' wall time the thread spent off a core.
 */
export function mainThreadFigures(trace, slowdown) {
  const processed = TraceProcessor.processTrace(trace);
  const fcp = TraceProcessor.processNavigation(processed).timestamps.firstContentfulPaint;
  const tasks = [];
  let lastEnd = 0;
  // sorted by start; a task inside another (a nested run loop) is part of it
  for (const event of processed.mainThreadEvents) {
    if (event.ph !== 'X' || !event.dur || !TraceProcessor.isScheduleableTask(event) || event.ts < fcp || event.ts < lastEnd) continue;
    lastEnd = event.ts + event.dur;
    tasks.push({ wall: (event.dur / 1000) * slowdown, cpu: ((event.tdur ?? event.dur) / 1000) * slowdown });
  }
  const blocking = (key) => Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task[key] - LONG_TASK_MS), 0));
  const long = tasks.filter((task) => task.wall > LONG_TASK_MS);
  const wall = long.reduce((sum, task) => sum + task.wall, 0);
  const cpu = long.reduce((sum, task) => sum + task.cpu, 0);
  return { cpuTbtMs: blocking('cpu'), wallTbtMs: blocking('wall'), waitedShare: wall === 0 ? 0 : Number((1 - cpu / wall).toFixed(2)) };
}
