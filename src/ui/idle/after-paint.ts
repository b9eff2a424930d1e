/**
 * Runs `task` once the browser has painted what the current event changed: an input's handler
 * shows its answer first (a chip pressed, a link taken) and leaves the heavy part (a navigation,
 * a re-render of many parts) to a task of its own after that frame. A hidden tab paints nothing,
 * so there it runs on a timer.
 */
export function afterPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(task, 0);
    return;
  }
  // a frame's callbacks run before its paint; a task queued from the next frame's runs once the
  // frame showing the answer is drawn, not only committed (drawing it would share the cores with the task)
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(task, 0)));
}
