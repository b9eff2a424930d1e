/**
 * Runs `task` once the browser has nothing else to do, or after `timeout` ms at the latest;
 * returns what cancels it (an effect's cleanup).
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  // Safari has no idle callback: a moment after the page's own start-up work
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
}
