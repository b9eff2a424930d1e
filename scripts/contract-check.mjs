// `npm run contract:check -- <backend-url> [--only=<operationId regex>]`: the backend's conformance
// check. Starts the validating Prism proxy (as `contract:proxy` does) towards the backend, sends
// every operation of openapi/openapi.yaml through it once (its first named request example, or a
// minimal request built from the schema), signed in with `CONTRACT_TOKEN` where the call needs the
// token, and prints each operation's status and Prism's violations. Exits 1 when any response
// breaks the contract. The calls write: point it at a test backend with seeded data.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { parse } from 'yaml';

const root = new URL('../openapi/openapi.yaml', import.meta.url);
const prism = new URL('../node_modules/.bin/prism', import.meta.url).pathname;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
// a 1×1 transparent PNG, for the upload calls
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

const args = process.argv.slice(2);
const upstream = args.find((arg) => !arg.startsWith('--'));
const only = new RegExp(args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? '');
const token = process.env.CONTRACT_TOKEN;
if (!upstream || !/^https?:\/\//.test(upstream)) {
  console.error('Usage: [CONTRACT_TOKEN=<token>] npm run contract:check -- https://api.example.ge [--only=<operationId regex>]');
  process.exit(2);
}

const files = new Map();
function load(url) {
  const key = url.href.split('#')[0];
  if (!files.has(key)) files.set(key, parse(readFileSync(url, 'utf8')));
  return files.get(key);
}

/** The document with every `$ref` replaced by its target (the contract has no cycles). */
function resolve(node, base) {
  if (Array.isArray(node)) return node.map((item) => resolve(item, base));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const [file, pointer = ''] = node.$ref.split('#');
    const target = new URL(file || base.href, base);
    const value = pointer
      .split('/')
      .filter(Boolean)
      .reduce((parent, key) => parent[key.replaceAll('~1', '/').replaceAll('~0', '~')], load(target));
    const { $ref, ...siblings } = node;
    return { ...resolve(value, target), ...resolve(siblings, base) };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, base)]));
}

/** A small value the schema accepts: its example, default, enum or const, else the least it allows. */
function sample(schema = {}) {
  if (schema.examples?.length) return schema.examples[0];
  for (const key of ['example', 'default', 'const']) if (schema[key] !== undefined) return schema[key];
  if (schema.enum) return schema.enum.find((value) => value !== null);
  if (schema.oneOf || schema.anyOf) return sample((schema.oneOf ?? schema.anyOf)[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(sample));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const required = schema.required ?? [];
    return Object.fromEntries(required.map((key) => [key, sample(schema.properties?.[key])]));
  }
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
  if (type === 'integer' || type === 'number') return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
  if (type === 'boolean') return false;
  if (type === 'string') {
    if (schema.format === 'binary') return new Blob([PNG], { type: 'image/png' });
    if (schema.contentMediaType === 'application/json' && schema.contentSchema) return JSON.stringify(sample(schema.contentSchema));
    const formats = { date: '2026-01-01', 'date-time': '2026-01-01T00:00:00Z', email: 'contract@example.ge', uri: 'https://example.ge/' };
    return formats[schema.format] ?? 'a'.repeat(schema.minLength ?? 1);
  }
  return null;
}

function parameterValue(parameter) {
  if (parameter.example !== undefined) return parameter.example;
  const examples = Object.values(parameter.examples ?? {});
  return examples.length ? examples[0].value : sample(parameter.schema);
}

function requestOf(path, method, operation) {
  const parameters = operation.parameters ?? [];
  let url = path;
  const query = new URLSearchParams();
  const headers = {};
  for (const parameter of parameters) {
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(parameterValue(parameter)));
    else if (parameter.required || parameter.in === 'header') {
      const value = String(parameterValue(parameter));
      if (parameter.in === 'query') query.set(parameter.name, value);
      if (parameter.in === 'header') headers[parameter.name] = value;
    }
  }
  const needsToken = !operation.security;
  if (token && (needsToken || operation.security.some((requirement) => 'bearerAuth' in requirement))) {
    headers.Authorization = `Bearer ${token}`;
  }
  let body;
  const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (mediaType) {
    const named = Object.values(content.examples ?? {})[0]?.value;
    const value = named ?? content.example ?? sample(content.schema);
    if (mediaType === 'multipart/form-data') {
      body = new FormData();
      for (const [key, field] of Object.entries(value)) {
        body.set(key, field instanceof Blob ? field : typeof field === 'object' ? JSON.stringify(field) : String(field));
      }
      // a file field of a named example is a file name: send a real image under that name
      for (const [key, property] of Object.entries(content.schema?.properties ?? {})) {
        if (property.format === 'binary' && body.has(key) && !(body.get(key) instanceof Blob)) {
          body.set(key, new Blob([PNG], { type: 'image/png' }), 'contract.png');
        }
      }
    } else {
      headers['Content-Type'] = mediaType;
      body = JSON.stringify(value);
    }
  }
  const search = query.size ? `?${query}` : '';
  return { url: url + search, init: { method: method.toUpperCase(), headers, body }, needsToken };
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function startProxy(port) {
  const child = spawn(prism, ['proxy', '-h', '127.0.0.1', '-p', String(port), '-v', 'error', root.pathname, upstream], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 90_000;
  // any answer, even an error, means Prism is listening
  while (!(await fetch(`http://127.0.0.1:${port}/`, { method: 'OPTIONS' }).then(() => true, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`Prism did not start:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return child;
}

async function check(base, path, method, operation) {
  const { url, init, needsToken } = requestOf(path, method, operation);
  try {
    const response = await fetch(base + url, { ...init, signal: AbortSignal.timeout(20_000) });
    const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]');
    // Prism's own error (the backend unreachable, a broken answer) is a failure of the call too
    if (response.headers.get('content-type')?.includes('application/problem+json')) {
      const problem = await response.json();
      violations.push({ location: ['response'], message: `Prism: ${problem.title}: ${problem.detail ?? ''}`.trim() });
    } else await response.arrayBuffer();
    return { status: response.status, violations, unsigned: needsToken && !token };
  } catch (error) {
    return { status: 'none', violations: [{ location: ['response'], message: `no answer: ${error.message}` }], unsigned: false };
  }
}

const document = resolve(load(root), root);
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method] && only.test(item[method].operationId)).map((method) => [path, method, item[method]]),
);
if (!operations.length) {
  console.error(`No operation of the contract matches ${only}.`);
  process.exit(2);
}

const port = await freePort();
const proxy = await startProxy(port).catch((error) => {
  console.error(error.message);
  process.exit(2);
});
const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;
console.log(`Contract check of ${upstream} through Prism (openapi/openapi.yaml), ${plural(operations.length, 'operation')}\n`);
const callOf = (path, method) => `${method.toUpperCase()} ${path}`;
const idWidth = Math.max(...operations.map(([, , operation]) => operation.operationId.length)) + 2;
const callWidth = Math.max(...operations.map(([path, method]) => callOf(path, method).length)) + 2;
console.log(`${'operation'.padEnd(idWidth)}${'call'.padEnd(callWidth)}${'status'.padEnd(8)}violations`);

let failed = 0;
let requestsRefused = 0;
for (const [path, method, operation] of operations) {
  const { status, violations, unsigned } = await check(`http://127.0.0.1:${port}`, path, method, operation);
  const ofResponse = violations.filter((v) => v.location[0] !== 'request');
  const ofRequest = violations.filter((v) => v.location[0] === 'request');
  if (ofResponse.length) failed += 1;
  if (ofRequest.length) requestsRefused += 1;
  const counts = [ofResponse.length && `${ofResponse.length} response`, ofRequest.length && `${ofRequest.length} request`].filter(Boolean);
  const note = unsigned ? ' (no CONTRACT_TOKEN)' : '';
  const row = operation.operationId.padEnd(idWidth) + callOf(path, method).padEnd(callWidth) + String(status).padEnd(8);
  console.log(`${row}${counts.join(', ') || 'none'}${note}`);
  for (const violation of [...ofResponse, ...ofRequest]) console.log(`    ✖ ${violation.message}`);
}
proxy.kill();

console.log(
  `\n${plural(operations.length, 'operation')}: ${operations.length - failed} answered as the contract says, ${failed} with response violations` +
    (requestsRefused ? `; ${plural(requestsRefused, 'request')} built by the check broke the contract themselves` : ''),
);
process.exit(failed ? 1 : 0);
