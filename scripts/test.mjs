// npm test: runs the stages in order, each as `npm run <script>` with its own output live, and stops
// at the first that fails (with its exit code); then, also after a failure or Ctrl-C, prints one
// line per stage that ran: what it counted (from the tools' JSON reports where they have one) and
// its wall time. `node scripts/test.mjs types unit` runs only the named stages, in the usual order.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

const tmp = mkdtempSync(join(tmpdir(), 'realt-test-'));
const report = (name) => join(tmp, name);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const n = (count) => count.toLocaleString('en-US');
const files = (count) => `${n(count)} file${count === 1 ? '' : 's'}`;

/** Vitest's JSON report: its tests, and the test files as testResults. */
function vitestCounts(file) {
  const r = readJson(file);
  const skipped = r.numPendingTests + r.numTodoTests;
  const failedFiles = r.testResults.filter((result) => result.status === 'failed').length;
  return (
    `${n(r.numPassedTests)} tests passed` +
    (r.numFailedTests ? `, ${n(r.numFailedTests)} failed` : '') +
    (skipped ? `, ${n(skipped)} skipped` : '') +
    ` (${files(r.testResults.length)}${failedFiles ? `, ${n(failedFiles)} failing` : ''})`
  );
}

/** The contract's operations: the methods of each path, the path's own file when it is a $ref. */
function operationCount() {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  const read = (file) => parse(readFileSync(join('openapi', file), 'utf8'));
  const paths = Object.values(read('openapi.yaml').paths).map((item) => (item.$ref ? read(item.$ref) : item));
  return paths.reduce((sum, item) => sum + methods.filter((method) => method in item).length, 0);
}

/** A stage that runs Vitest, counted from its JSON report. */
const vitestStage = (name, script) => ({
  name,
  script,
  args: ['--reporter=default', '--reporter=json', `--outputFile.json=${report(`${name}.json`)}`],
  report: () => vitestCounts(report(`${name}.json`)),
});

const scripts = readJson('package.json').scripts;
const stages = [
  {
    name: 'types',
    script: 'test:types',
    // the script's own tsc runs, one per project
    summary: () => `${scripts['test:types'].match(/\btsc\b/g).length} projects checked, generated types fresh`,
  },
  { name: 'contract', script: 'test:contract', summary: () => `${n(operationCount())} operations, no lint errors` },
  vitestStage('unit', 'test:unit'),
  {
    name: 'build',
    script: 'build',
    summary: () => {
      const manifest = readJson(join(process.env.OUT_DIR ?? 'dist', '.vite/manifest.json'));
      const chunks = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
      return `client (${n(chunks.size)} JS chunks) + server`;
    },
  },
  {
    name: 'size',
    script: 'size',
    env: { SIZE_SUMMARY_FILE: report('size.json') },
    report: (passed) => {
      const r = readJson(report('size.json'));
      const part = (count, over, what) => `${n(count)} ${what}${over ? ` (${n(over)} over)` : ''}`;
      return `${part(r.budgets, r.budgetsOver, 'JS budgets')}, ${part(r.firstResponses, r.firstResponsesOver, 'first responses')}${passed ? ' held' : ''}`;
    },
  },
  vitestStage('desktop', 'test:desktop'),
  {
    name: 'end-to-end',
    script: 'test:e2e',
    args: ['--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report('e2e.json') },
    report: () => {
      const { expected, unexpected, flaky, skipped } = readJson(report('e2e.json')).stats;
      return (
        `${n(expected)} tests passed` +
        (unexpected ? `, ${n(unexpected)} failed` : '') +
        (flaky ? `, ${n(flaky)} flaky` : '') +
        (skipped ? `, ${n(skipped)} skipped` : '')
      );
    },
  },
];

const names = process.argv.slice(2);
const unknown = names.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length) {
  console.error(`test: no stage ${unknown.join(', ')}; the stages are ${stages.map((stage) => stage.name).join(', ')}`);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(2);
}

// Ctrl-C reaches the whole foreground process group; passing the signal on covers a `kill` of
// this process alone. The stage then ends, and the summary is printed.
let child;
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    child?.kill(signal);
  });
}

function run({ script, args = [], env = {} }) {
  return new Promise((resolve) => {
    child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`test: could not start npm: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

const lines = [];
let exitCode = 0;
for (const stage of stages.filter((stage) => !names.length || names.includes(stage.name))) {
  const start = performance.now();
  const code = await run(stage);
  const seconds = (performance.now() - start) / 1000;
  let counted;
  try {
    // a report is read after a failure too (it counts what failed); the rest only after success
    counted = stage.report ? stage.report(code === 0) : code === 0 ? stage.summary() : undefined;
  } catch {
    // no report (the tool did not get that far): the line says only how the stage ended
  }
  const outcome = interrupted ? `interrupted (${interrupted})` : code !== 0 ? `FAILED (exit ${code})` : undefined;
  lines.push({ name: stage.name, text: [outcome, counted].filter(Boolean).join(': ') || 'ok', seconds });
  if (interrupted || code !== 0) {
    exitCode = interrupted ? 130 : code;
    break;
  }
}
rmSync(tmp, { recursive: true, force: true });

const line = (name, text, seconds) => `${name.padEnd(12)}${text.padEnd(46)} ${seconds.toFixed(1).padStart(7)} s`;
console.log('\n' + lines.map(({ name, text, seconds }) => line(name, text, seconds)).join('\n'));
console.log(line('total', '', lines.reduce((sum, { seconds }) => sum + seconds, 0)));
process.exit(exitCode);
