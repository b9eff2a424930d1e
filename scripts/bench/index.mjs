// npm run bench [-- section ...] (not part of npm test): builds the app and its server into
// dist-bench (BENCH_OUT_DIR; `--no-build` serves the build there as it is), serves it with the
// production server and the Prism mock on free ports (BENCH_PORT, BENCH_MOCK_PORT to choose them),
// runs the sections asked for (all by default, in this order) and writes each one's part of
// bench/results.md and bench/results.json as it ends, keeping the others.
import { calibrate } from './calibration.mjs';
import { build, startMock, startServer, stopAll, writeResults } from './shared.mjs';

// `signsIn`: the section's server renders from the scenario proxy, which knows the admin token;
// `slowsCpu`: the section slows the CPU by the host's calibration (calibration.mjs)
const sections = [
  { key: 'lighthouse', module: './lighthouse.mjs', heading: '## Lighthouse', run: 'lighthouseSection', signsIn: true, slowsCpu: true },
  { key: 'signed-in', module: './lighthouse.mjs', heading: '## Lighthouse: signed-in pages', run: 'signedInSection', signsIn: true, slowsCpu: true },
  { key: 'render-cpu', module: './render-cpu.mjs', heading: '## CPU per render', run: 'renderCpuSection' },
  { key: 'load', module: './load.mjs', heading: '## Load', run: 'loadSection' },
  { key: 'proxy-cache', module: './proxy-cache.mjs', heading: '## Reverse-proxy cache', run: 'proxyCacheSection' },
  { key: 'map', module: './map.mjs', heading: '## Map', run: 'mapSection' },
  { key: 'interactions', module: './interactions.mjs', heading: '## Interactions', run: 'interactionsSection', signsIn: true, slowsCpu: true },
];

async function main() {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !sections.some((section) => section.key === name));
  if (unknown.length > 0) throw new Error(`bench: no section ${unknown.join(', ')} (sections: ${sections.map((section) => section.key).join(', ')})`);
  // BENCH_ONLY studies one Lighthouse page, public or signed in
  const chosen = names.length > 0 ? names : process.env.BENCH_ONLY ? ['lighthouse', 'signed-in'] : sections.map((section) => section.key);
  if (!args.includes('--no-build')) {
    console.log('bench: building');
    await build([]);
    await build(['--ssr']);
  }
  const mock = await startMock();
  // one server per API, started when a section first needs it
  const servers = new Map();
  const serverFor = async (signsIn) => {
    if (!servers.has(signsIn)) servers.set(signsIn, await startServer(signsIn ? await mock.scenarios() : mock.origin));
    return servers.get(signsIn);
  };
  // measured once per run, before the first section that needs it
  let calibration = null;
  for (const section of sections.filter((one) => chosen.includes(one.key))) {
    if (section.slowsCpu && !calibration) {
      console.log('bench: calibrating the CPU slowdown');
      calibration = await calibrate();
    }
    console.log(`bench: ${section.key}`);
    const server = await serverFor(section.signsIn === true);
    const part = await (await import(section.module))[section.run]({ server, mock, calibration });
    // a later section that fails loses only its own figures
    if (part) writeResults([{ ...section, ...part }], sections);
  }
}

// the mock, the servers and nginx go with the bench, also when it is stopped or fails
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
