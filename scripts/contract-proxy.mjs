// `npm run contract:proxy -- <backend-url>`: Prism in front of a real backend on 127.0.0.1:4010.
// Every request is forwarded, and every request and response is checked against
// openapi/openapi.yaml: each violation is logged (`Violation: ...`) and sent back in the
// `sl-violations` header. Without `--errors` on purpose: with it Prism would refuse a request
// that breaks the contract instead of forwarding it, and log a bad response only as
// "Request/Response not valid". Run `npm run dev` beside it to click through the app against the
// backend; `npm run contract:check` sends every operation through the same proxy by itself.
import { spawn } from 'node:child_process';

const upstream = process.argv[2];
if (!upstream || !/^https?:\/\//.test(upstream)) {
  console.error('Usage: npm run contract:proxy -- https://api.example.ge');
  process.exit(1);
}
const prism = new URL('../node_modules/.bin/prism', import.meta.url).pathname;
const child = spawn(prism, ['proxy', '-h', '127.0.0.1', '-p', '4010', 'openapi/openapi.yaml', upstream], {
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
