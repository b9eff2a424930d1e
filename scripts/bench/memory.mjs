// The resident memory of a server's whole process tree (its primary and, under node:cluster, its
// workers), sampled while a load run lasts: the peak of each process (Linux /proc).
import { readFileSync, readdirSync } from 'node:fs';

function parentOf(pid) {
  try {
    // the fields after the command name, which is in parentheses and may hold spaces
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** The process and its descendants, root first. */
function processTree(root) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) parents.set(Number(name), parentOf(name));
  const tree = [root];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

function rssMB(pid) {
  try {
    const found = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return found ? Math.round(Number(found[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Samples the tree every `everyMs` until `stop()`, which answers each process's peak RSS in MB,
 * named `server` (the root) or `worker N` (its descendants in the order they were first seen).
 */
export function sampleMemory(root, everyMs = 250) {
  const peaks = new Map();
  const sample = () => {
    for (const pid of processTree(root)) {
      const rss = rssMB(pid);
      if (rss !== null) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, rss));
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return () => {
    clearInterval(timer);
    sample();
    return [...peaks].map(([pid, mb], index) => ({ process: index === 0 ? 'server' : `worker ${index}`, pid, mb }));
  };
}

/** `server 95 · worker 1 210 · worker 2 204 MB` */
export const memoryText = (peaks) => `${peaks.map((peak) => `${peak.process} ${peak.mb}`).join(' · ')} MB`;
