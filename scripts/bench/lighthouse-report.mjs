// The Lighthouse section's targets and its part of the results files, from its figures alone (so
// the markdown can be written again from results.json).
// every page; the public pages, rendered on the server, are held to the stricter `publicTargets`
export const targets = { performance: 95, accessibility: 100 };
export const publicTargets = { performance: 99, seo: 100, fcpMs: 1400, lcpMs: 1600, tbtMs: 100, cls: 0.02, lcpRatio: 1.15 };

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
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKB: Number((bytes('script') / 1024).toFixed(1)),
    cssKB: Number((bytes('stylesheet') / 1024).toFixed(1)),
  };
}

/** The targets a page missed, as text. */
export function missed(page, result, staticResult) {
  const misses = [];
  const performance = page.public ? publicTargets.performance : targets.performance;
  if (result.performance < performance) misses.push(`performance ${result.performance} < ${performance}`);
  if (result.accessibility < targets.accessibility) misses.push(`accessibility ${result.accessibility} < ${targets.accessibility}`);
  if (page.public) {
    if (result.seo < publicTargets.seo) misses.push(`SEO ${result.seo} < ${publicTargets.seo}`);
    if (result.fcpMs > publicTargets.fcpMs) misses.push(`FCP ${result.fcpMs} ms > ${publicTargets.fcpMs}`);
    if (result.lcpMs > publicTargets.lcpMs) misses.push(`LCP ${result.lcpMs} ms > ${publicTargets.lcpMs}`);
    if (result.tbtMs > publicTargets.tbtMs) misses.push(`TBT ${result.tbtMs} ms > ${publicTargets.tbtMs}`);
    if (result.cls > publicTargets.cls) misses.push(`CLS ${result.cls} > ${publicTargets.cls}`);
    const ratio = staticResult ? result.lcpMs / staticResult.lcpMs : 0;
    if (ratio > publicTargets.lcpRatio) misses.push(`LCP ${ratio.toFixed(2)}× the static copy > ${publicTargets.lcpRatio}×`);
  }
  return misses;
}


const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The section's markdown from its results.json part. */
export function lighthouseMarkdown(json) {
  const lines = [
    `Run ${json.date} with Lighthouse ${json.lighthouse} on ${json.chrome}: mobile emulation with the default`,
    `throttling, median of ${json.runs} runs per page (after one run not counted, once the load average was ${json.startLoad}), served by the`,
    'production server (server rendering) with the Prism mock.',
    `Machine: ${json.cpus} CPUs, load average ${json.load} at the end of the run (TBT and the performance score`,
    'grow with the load of whatever else runs on the machine).',
    '',
    `Targets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility} on every page; on the public pages`,
    `performance ≥ ${publicTargets.performance}, SEO ${publicTargets.seo}, FCP ≤ ${publicTargets.fcpMs / 1000} s, LCP ≤ ${publicTargets.lcpMs / 1000} s and within`,
    `${publicTargets.lcpRatio}× of the static copy, TBT ≤ ${publicTargets.tbtMs} ms, CLS ≤ ${publicTargets.cls}.`,
    '',
    '| page | performance | accessibility | SEO | FCP | LCP | TBT | CLS | JS transferred | CSS transferred | missed targets |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
  ];
  for (const { name, path, median: result, missed: misses } of json.pages) {
    lines.push(
      `| ${name} (\`${path}\`) | ${result.performance} | ${result.accessibility} | ${result.seo ?? '-'} | ${seconds(result.fcpMs)} | ${seconds(result.lcpMs)} | ${result.tbtMs} ms | ${result.cls} | ${result.jsKB} KB | ${result.cssKB} KB | ${misses.join('; ') || 'none'} |`,
    );
  }
  const compared = json.pages.filter((page) => page.staticCopy);
  if (compared.length > 0) {
    lines.push(
      '',
      '### Server rendering against a static copy',
      '',
      'The HTML the server answered with its scripts removed (same CSS, fonts and images), served as a file: the',
      'floor for this markup, measured in the same run.',
      '',
      '| page | FCP (server) | FCP (static copy) | LCP (server) | LCP (static copy) | LCP ratio |',
      '| --- | --: | --: | --: | --: | --: |',
      ...compared.map(
        ({ name, median: result, staticCopy }) =>
          `| ${name} | ${seconds(result.fcpMs)} | ${seconds(staticCopy.fcpMs)} | ${seconds(result.lcpMs)} | ${seconds(staticCopy.lcpMs)} | ${(result.lcpMs / staticCopy.lcpMs).toFixed(2)} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
