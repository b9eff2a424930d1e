// The Lighthouse sections' targets and their parts of the results files, from their figures alone
// (so the markdown can be written again from results.json).
import { calibrationNote } from './calibration.mjs';

// the public pages, rendered on the server
export const publicTargets = { performance: 99, accessibility: 100, seo: 100, fcpMs: 1400, lcpMs: 1600, tbtMs: 100, cls: 0.02, lcpRatio: 1.15 };
// the signed-in pages (issue 30): LCP in the worst run, the others in the median
export const signedInTargets = { performance: 97, accessibility: 100, worstLcpMs: 1500, tbtMs: 100, cls: 0.02 };

/** The LCP element of a report (Lighthouse's largest-contentful-paint-element audit) and its phases, or null. */
function lcpElement(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element'].details?.items ?? [];
  const node = element?.items[0]?.node;
  if (!node) return null;
  const timing = (index) => Math.round(phases?.items[index]?.timing ?? 0);
  return {
    selector: node.selector,
    // its text; for an element without one Lighthouse repeats the selector
    label: node.nodeLabel === node.selector ? '' : node.nodeLabel,
    // the opening tag as the page has it: an image's address, size and loading hints
    snippet: node.snippet ?? '',
    phases: phases ? { ttfbMs: timing(0), loadDelayMs: timing(1), loadTimeMs: timing(2), renderDelayMs: timing(3) } : null,
  };
}

/** The figures the section keeps of one Lighthouse report. */
export function figures(lhr) {
  const bytes = (type) => lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    seo: lhr.categories.seo ? Math.round(lhr.categories.seo.score * 100) : null,
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    // the document's own wait for the server, as the browser saw it (not throttled)
    serverMs: Math.round(lhr.audits['server-response-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKB: Number((bytes('script') / 1024).toFixed(1)),
    cssKB: Number((bytes('stylesheet') / 1024).toFixed(1)),
    lcpElement: lcpElement(lhr),
  };
}

/** The worst of the runs for each figure: the highest time, shift and size, the lowest score. */
export function worstOf(runs) {
  const lowest = (key) => Math.min(...runs.map((run) => run[key]));
  const highest = (key) => Math.max(...runs.map((run) => run[key]));
  return {
    performance: lowest('performance'),
    accessibility: lowest('accessibility'),
    fcpMs: highest('fcpMs'),
    lcpMs: highest('lcpMs'),
    tbtMs: highest('tbtMs'),
    ...(runs.every((run) => typeof run.cpuTbtMs === 'number') && { cpuTbtMs: highest('cpuTbtMs') }),
    cls: highest('cls'),
  };
}

/** The targets a public page missed, as text. */
export function missed(result, staticResult) {
  const misses = [];
  if (result.performance < publicTargets.performance) misses.push(`performance ${result.performance} < ${publicTargets.performance}`);
  if (result.accessibility < publicTargets.accessibility) misses.push(`accessibility ${result.accessibility} < ${publicTargets.accessibility}`);
  if (result.seo < publicTargets.seo) misses.push(`SEO ${result.seo} < ${publicTargets.seo}`);
  if (result.fcpMs > publicTargets.fcpMs) misses.push(`FCP ${result.fcpMs} ms > ${publicTargets.fcpMs}`);
  if (result.lcpMs > publicTargets.lcpMs) misses.push(`LCP ${result.lcpMs} ms > ${publicTargets.lcpMs}`);
  if (result.tbtMs > publicTargets.tbtMs) misses.push(`TBT ${result.tbtMs} ms > ${publicTargets.tbtMs}`);
  if (result.cls > publicTargets.cls) misses.push(`CLS ${result.cls} > ${publicTargets.cls}`);
  const ratio = result.lcpMs / staticResult.lcpMs;
  if (ratio > publicTargets.lcpRatio) misses.push(`LCP ${ratio.toFixed(2)}× the static copy > ${publicTargets.lcpRatio}×`);
  return misses;
}

/** The targets a signed-in page missed, as text: LCP in its worst run, the rest in the median. */
export function signedInMissed(median, worst) {
  const misses = [];
  if (median.performance < signedInTargets.performance) misses.push(`performance ${median.performance} < ${signedInTargets.performance}`);
  if (median.accessibility < signedInTargets.accessibility) misses.push(`accessibility ${median.accessibility} < ${signedInTargets.accessibility}`);
  if (worst.lcpMs > signedInTargets.worstLcpMs) misses.push(`worst LCP ${worst.lcpMs} ms > ${signedInTargets.worstLcpMs}`);
  if (median.tbtMs > signedInTargets.tbtMs) misses.push(`TBT ${median.tbtMs} ms > ${signedInTargets.tbtMs}`);
  if (median.cls > signedInTargets.cls) misses.push(`CLS ${median.cls} > ${signedInTargets.cls}`);
  return misses;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
// a figure older results, or a trace without the thread's clock, lack
const known = (value, text = (figure) => `${figure} ms`) => (typeof value === 'number' && !Number.isNaN(value) ? text(value) : '-');
const percent = (share) => `${Math.round(share * 100)}%`;
const traceSum = (figures) => known(figures.cpuTbtMs, () => `${figures.wallTbtMs} / ${figures.cpuTbtMs} ms`);

// main-thread.mjs: the figures beside Lighthouse's TBT
const mainThreadNote = (slowdown) => [
  `"Trace sum": the main thread's long tasks after the first contentful paint, each slowed ${slowdown}×, summed by Lighthouse's`,
  "rule (their excess over 50 ms) on the observed timeline rather than Lantern's simulated one: timed by the wall clock, as Lantern times",
  "them, and by the thread's own CPU time (the trace's thread clock), what the page's work costs without the time its thread was not",
  'running. "Main thread not running": that time, as a share of the long tasks\' wall time. The targets are judged on Lighthouse\'s TBT.',
];

// said of results whose runs were audited so (json.withoutTabIcon): Lantern counts every request
// that ended before the observed LCP, and the icon's, made at the load event, won that race in about
// one run in three
const tabIconNote = (json) =>
  json.withoutTabIcon
    ? [
        "Each run is audited without the tab icon's request, which Chromium makes when the load event fires (whether it ended before the observed paint moved the simulated LCP by about 150 ms); the",
        'figures are therefore not those of a stock Lighthouse run.',
      ]
    : [];

// a run before the calibration (results.json keeps it) used Lighthouse's default 4×
const throttlingText = (json) => (json.calibration ? `Lighthouse's network throttling and a ${json.calibration.cpuSlowdown}× CPU slowdown` : "Lighthouse's default throttling (4× CPU)");
const calibrationLines = (json) => (json.calibration ? [calibrationNote(json.calibration)] : []);

/** The section's markdown from its results.json part. */
export function lighthouseMarkdown(json) {
  const lines = [
    `Run ${json.date} with Lighthouse ${json.lighthouse} on ${json.chrome}: mobile emulation with ${throttlingText(json)}, median of ${json.runs} runs per page (after one run not counted, once the load average was ${json.startLoad}), served by the`,
    'production server (server rendering) with the Prism mock.',
    ...calibrationLines(json),
    ...tabIconNote(json),
    `Machine: ${json.cpus} CPUs, load average ${json.load} at the end of the run (TBT and the performance score`,
    'grow with the load of whatever else runs on the machine).',
    '',
    `Targets: performance ≥ ${publicTargets.performance}, accessibility ${publicTargets.accessibility}, SEO ${publicTargets.seo}, FCP ≤ ${publicTargets.fcpMs / 1000} s,`,
    `LCP ≤ ${publicTargets.lcpMs / 1000} s and within ${publicTargets.lcpRatio}× of the static copy, TBT ≤ ${publicTargets.tbtMs} ms, CLS ≤ ${publicTargets.cls}.`,
    '',
    ...mainThreadNote(json.calibration?.cpuSlowdown ?? 4),
    '',
    '| page | performance | accessibility | SEO | FCP | LCP | TBT | trace sum (wall / CPU time) | main thread not running | CLS | JS transferred | CSS transferred | missed targets |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
  ];
  for (const { name, path, median: result, missed: misses } of json.pages) {
    lines.push(
      `| ${name} (\`${path}\`) | ${result.performance} | ${result.accessibility} | ${result.seo} | ${seconds(result.fcpMs)} | ${seconds(result.lcpMs)} | ${result.tbtMs} ms | ${traceSum(result)} | ${known(result.offCoreShare, percent)} | ${result.cls} | ${result.jsKB} KB | ${result.cssKB} KB | ${misses.join('; ') || 'none'} |`,
    );
  }
  lines.push(
    '',
    '### Server rendering against a static copy',
    '',
    'The HTML the server answered with its scripts removed (same CSS, fonts and images), served as a file: the',
    'floor for this markup, measured in the same run. Before its runs each page was asked for twice per worker of',
    'the server, then its render cache left to expire: every run is a render by a warm worker. "Server response":',
    "the document's wait for the server as Chromium saw it (not throttled; Lighthouse adds it to the page's times).",
    "The static copy's TBT is the blocking time of the markup alone, no script: what this machine's Chromium adds",
    `to any page (parsing, style, layout, Lighthouse's own tracing, each multiplied by the simulated ${json.calibration ? `${json.calibration.cpuSlowdown}×` : '4×'} CPU).`,
    '',
    '| page | server response | FCP (server) | FCP (static copy) | LCP (server) | LCP (static copy) | LCP ratio | TBT (server) | TBT (static copy) |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...json.pages.map(
      ({ name, median: result, staticCopy }) =>
        `| ${name} | ${result.serverMs} ms | ${seconds(result.fcpMs)} | ${seconds(staticCopy.fcpMs)} | ${seconds(result.lcpMs)} | ${seconds(staticCopy.lcpMs)} | ${(result.lcpMs / staticCopy.lcpMs).toFixed(2)} | ${result.tbtMs} ms | ${staticCopy.tbtMs} ms |`,
    ),
  );
  return `${lines.join('\n')}\n`;
}

// a table cell's text: no line breaks, no column separators
const cell = (text) => text.replace(/\s+/g, ' ').replaceAll('|', '\\|');
const shorten = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
// a selector's end names the element: a long one loses its start
const shortenStart = (text, length) => (text.length > length ? `…${text.slice(text.length - length + 1)}` : text);

/** An LCP element as a table cell: its opening tag, its text, and where it is. */
function elementCell(element) {
  if (!element) return 'none reported';
  const label = element.label ? ` “${cell(shorten(element.label, 40))}”` : '';
  return `\`${cell(shorten(element.snippet, 100))}\`${label} in \`${cell(shortenStart(element.selector, 64))}\``;
}

const phasesCell = (phases) => (phases ? `${phases.ttfbMs} · ${phases.loadDelayMs} · ${phases.loadTimeMs} · ${phases.renderDelayMs} ms` : '-');

/** The signed-in section's markdown from its results.json part. */
export function signedInMarkdown(json) {
  const { targets: goal } = json;
  const lines = [
    `Run ${json.date} with Lighthouse ${json.lighthouse} on ${json.chrome}: mobile emulation with ${throttlingText(json)}, ${json.runs} runs per page (after one run not counted, once the load average was ${json.startLoad}), signed in (the token put`,
    'into localStorage before each load, the browser cache cleared), served by the production server with the Prism mock',
    '(the admin page with the admin example of the user).',
    ...calibrationLines(json),
    ...tabIconNote(json),
    `Machine: ${json.cpus} CPUs, load average ${json.load} at the end of the run (1 / 5 / 15 min) and the 1-minute one`,
    'as each page’s runs started in the table (TBT, LCP and the performance score grow with the load of whatever else',
    'runs on the machine).',
    '',
    `Targets: LCP ≤ ${goal.worstLcpMs / 1000} s in the worst run; in the median performance ≥ ${goal.performance}, accessibility ${goal.accessibility},`,
    `TBT ≤ ${goal.tbtMs} ms, CLS ≤ ${goal.cls}.`,
    ...(json.skeletonRuns
      ? [
          `"Skeleton alone": the page the server sends with its scripts removed, served as a file, median of ${json.skeletonRuns} runs: the`,
          "blocking time its markup costs on this machine with no script at all (parsing, style, layout, Lighthouse's own tracing).",
        ]
      : []),
    ...mainThreadNote(json.calibration?.cpuSlowdown ?? 4),
    '',
    '| page | performance (median / worst) | accessibility | FCP (median) | LCP (median / worst) | TBT (median / worst) | trace sum (wall / CPU time, median) | TBT on CPU time (worst) | main thread not running | TBT, skeleton alone | CLS (median / worst) | JS transferred | CSS transferred | load at start | targets |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
  ];
  for (const { name, path, median: result, worst, skeleton, missed: misses, startLoad } of json.pages) {
    lines.push(
      `| ${name} (\`${path}\`) | ${result.performance} / ${worst.performance} | ${result.accessibility} | ${seconds(result.fcpMs)} | ${seconds(result.lcpMs)} / ${seconds(worst.lcpMs)} | ${result.tbtMs} / ${worst.tbtMs} ms | ${traceSum(result)} | ${known(worst.cpuTbtMs)} | ${known(result.offCoreShare, percent)} | ${skeleton ? `${skeleton.tbtMs} ms` : '-'} | ${result.cls} / ${worst.cls} | ${result.jsKB} KB | ${result.cssKB} KB | ${startLoad} | ${misses.length > 0 ? `missed: ${misses.join('; ')}` : 'met'} |`,
    );
  }
  lines.push(
    '',
    '### LCP run by run',
    '',
    'The element Lighthouse took for the largest contentful paint in each run (its `largest-contentful-paint-element`',
    'audit: the opening tag, the text, the end of its selector) and the LCP’s phases: time to first byte, load delay and',
    'load time of its resource (0 for text), render delay.',
    '',
    '| page | run | LCP | LCP element | TTFB · load delay · load time · render delay | TBT | trace sum (wall / CPU time) | main thread not running | performance |',
    '| --- | --: | --: | --- | --: | --: | --: | --: | --: |',
    ...json.pages.flatMap(({ name, runs }) =>
      runs.map(
        (run, index) =>
          `| ${name} | ${index + 1} | ${seconds(run.lcpMs)} | ${elementCell(run.lcpElement)} | ${phasesCell(run.lcpElement?.phases)} | ${run.tbtMs} ms | ${traceSum(run)} | ${known(run.offCoreShare, percent)} | ${run.performance} |`,
      ),
    ),
  );
  return `${lines.join('\n')}\n`;
}
