// `npm start`: the Prism mock on 127.0.0.1:4010 plus the Vite dev server that proxies the API to it.
import { spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const children = [];

function run(name, command, args, onLine) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        if (!onLine?.(line)) process.stdout.write(`[${name}] ${line}\n`);
      }
    });
  }
  child.on('exit', (code) => {
    console.error(`[${name}] exited with code ${code}`);
    stop(code ?? 1);
  });
}

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// prism logs every request; keep only its errors and the start-up line
run('mock', bin('prism'), ['mock', '-h', '127.0.0.1', '-p', '4010', '--errors', 'openapi/openapi.yaml'], (line) =>
  !/error|listening/i.test(line),
);
run('vite', bin('vite'), ['--port', '5173', '--strictPort'], (line) => {
  if (line.includes('ready in')) {
    console.log('\nRealt is running on the mock API: http://localhost:5173/realt/\n');
  }
  return false;
});
