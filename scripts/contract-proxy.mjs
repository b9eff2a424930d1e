// `npm run contract:proxy -- <backend-url>`: Prism in front of a real backend on 127.0.0.1:4010.
// Every request and response is checked against openapi/openapi.yaml; with --errors a response
// that breaks the contract becomes an error, and each violation is logged and sent back in the
// `sl-violations` header. Run `npm run dev` beside it to click through the app against the backend.
import { spawn } from 'node:child_process';

const upstream = process.argv[2];
if (!upstream || !/^https?:\/\//.test(upstream)) {
  console.error('Usage: npm run contract:proxy -- https://api.example.ge');
  process.exit(1);
}
const prism = new URL('../node_modules/.bin/prism', import.meta.url).pathname;
const child = spawn(prism, ['proxy', '-h', '127.0.0.1', '-p', '4010', '--errors', 'openapi/openapi.yaml', upstream], {
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
