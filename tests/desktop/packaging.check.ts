// Packaging check (no Electron run). There is no Electron binary on the machines that run npm test,
// so this packages the app with electron-builder's `dir` target around a stand-in Electron
// distribution (a folder with a fake `electron` executable carrying Electron's fuse wire) and
// inspects the resulting app.asar and fuses: it proves what the installers would ship, not that
// Electron starts it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const renderer = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const work = mkdtempSync(path.join(tmpdir(), 'realt-packaging-'));
const electronDist = path.join(work, 'electron-dist');
const unpacked = path.join(work, 'release', 'linux-unpacked');
const asar = path.join(unpacked, 'resources', 'app.asar');

let entries: string[] = [];

/**
 * Every file of the client below a web build's `dir` (not Vite's build manifest, the server that
 * `npm run build` puts in server/, nor the .br and .gz copies that server sends), as asar paths under `prefix`.
 */
function clientFilesUnder(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('.vite/') && !file.startsWith('server/') && !/\.(?:br|gz)$/.test(file))
    .map((file) => `${prefix}/${file}`);
}

const text = (file: string) => extractFile(asar, file).toString('utf8');
/**
 * Evaluates a bundled CommonJS file from the asar with `require` answering `electron` with a stub
 * (and, for the main process, Node's built-ins): the bundle's format works, not Electron.
 */
function evaluate(file: string, electron: object, allowBuiltins: boolean): void {
  const nodeRequire = createRequire(import.meta.url);
  const load = (id: string) => {
    if (id === 'electron') return electron;
    if (allowBuiltins && id.startsWith('node:')) return nodeRequire(id);
    throw new Error(`${file} requires ${id}`);
  };
  const module = { exports: {} };
  new Function('require', 'module', 'exports', text(file))(load, module, module.exports);
}

const requires = (file: string) => [...text(file).matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);

// Electron's fuse wire (@electron/fuses, version 1): a sentinel, the wire's version and length, then
// one byte per fuse, '1' on and '0' off, in this order
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSES = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const;
// what a downloaded Electron ships with, before electron-builder flips anything
const ELECTRON_DEFAULT_WIRE = '10110001';

/** The fuses set in an executable, read from its fuse wire. */
function readFuses(executable: string): Record<string, boolean> {
  const binary = readFileSync(executable);
  const at = binary.indexOf(FUSE_SENTINEL) + FUSE_SENTINEL.length;
  if (at < FUSE_SENTINEL.length) throw new Error(`no fuse wire in ${executable}`);
  expect(binary[at]).toBe(1);
  const wire = binary.subarray(at + 2, at + 2 + binary[at + 1]!).toString('latin1');
  return Object.fromEntries(FUSES.map((name, index) => [name, wire[index] === '1']));
}

beforeAll(() => {
  if (!existsSync(path.join(renderer, 'index.html'))) {
    throw new Error(`no web build in ${renderer}: run \`npm run build\` first (npm test does)`);
  }
  // all electron-builder needs of a distribution folder for `dir`: the executable it renames, and
  // Electron's fuse wire in it for electron-builder to flip
  mkdirSync(electronDist);
  const standIn = `#!/bin/sh\necho "stand-in, not Electron"\nexit 1\n${FUSE_SENTINEL}\x01\x08${ELECTRON_DEFAULT_WIRE}\n`;
  writeFileSync(path.join(electronDist, 'electron'), standIn, { encoding: 'latin1', mode: 0o755 });

  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['scripts/desktop-build.mjs', `--renderer=${renderer}`, '--linux', 'dir', `-c.electronDist=${electronDist}`, `-c.directories.output=${path.dirname(unpacked)}`],
    { cwd: root, encoding: 'utf8' },
  );
  console.log(`packaging check: desktop build (shell bundle + electron-builder dir) took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) throw new Error(`desktop build failed:\n${result.stdout}\n${result.stderr}`);
  entries = listPackage(asar, { isPack: false }).map((entry) => entry.split(path.sep).join('/'));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('packaging check (no Electron run)', () => {
  it('lays out a Linux app folder: the renamed executable and resources/app.asar', () => {
    expect(statSync(path.join(unpacked, 'realt-console')).mode & 0o111).not.toBe(0);
    expect(existsSync(asar)).toBe(true);
  });

  it('flips Electron\'s fuses in the executable as electron-builder.yml sets them', () => {
    const hardened = {
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    };
    expect(parse(readFileSync(path.join(root, 'desktop', 'electron-builder.yml'), 'utf8')).electronFuses).toEqual(hardened);
    expect(readFuses(path.join(electronDist, 'electron'))).toMatchObject({ runAsNode: true, onlyLoadAppFromAsar: false });
    expect(readFuses(path.join(unpacked, 'realt-console'))).toEqual({ ...hardened, loadBrowserProcessSpecificV8Snapshot: false });
  });

  it('packs the main process, the preload and the manifest that names the main process', () => {
    expect(entries).toEqual(expect.arrayContaining(['/main.cjs', '/preload.cjs', '/package.json']));
    const manifest = JSON.parse(text('package.json'));
    expect(manifest.main).toBe('main.cjs');
    expect(manifest).not.toHaveProperty('dependencies');
  });

  it('packs the built client exactly: index.html and every asset of the web build, not its server nor its compressed copies', () => {
    expect(existsSync(path.join(renderer, 'server'))).toBe(true);
    expect(entries.filter((entry) => entry.startsWith('/renderer/server'))).toEqual([]);
    expect(readdirSync(path.join(renderer, 'assets')).some((file) => file.endsWith('.br'))).toBe(true);
    expect(entries.filter((entry) => /\.(?:br|gz)$/.test(entry))).toEqual([]);
    const packed = entries.filter((entry) => entry.startsWith('/renderer/') && !entries.some((other) => other.startsWith(`${entry}/`)));
    expect(packed.sort()).toEqual(clientFilesUnder(renderer, '/renderer').sort());
    expect(entries).toContain('/renderer/index.html');
    expect(entries.some((entry) => /^\/renderer\/assets\/index-[\w-]+\.js$/.test(entry))).toBe(true);
    expect(entries.some((entry) => /^\/renderer\/assets\/index-[\w-]+\.css$/.test(entry))).toBe(true);
  });

  it('packs nothing else: no server, sources, tests, contract, node_modules, TypeScript or source maps', () => {
    const top = new Set(entries.map((entry) => entry.split('/')[1]));
    expect([...top].sort()).toEqual(['main.cjs', 'package.json', 'preload.cjs', 'renderer']);
    for (const entry of entries) {
      expect(entry).not.toMatch(/(^|\/)(server|src|tests|openapi|node_modules|desktop)(\/|$)|\.tsx?$|\.map$|\.vite/);
    }
  });

  it('bundles the preload into one file that requires only electron (a sandboxed preload can load nothing else)', () => {
    expect(requires('preload.cjs')).toEqual(['electron']);
    expect(text('preload.cjs')).toContain('exposeInMainWorld("realtDesktop"');
  });

  it('bundles the main process with only electron and Node built-ins left to require', () => {
    for (const name of requires('main.cjs')) expect(name).toMatch(/^(electron|node:[a-z/]+)$/);
  });

  it('evaluates the bundled preload and main process as CommonJS against a stub electron', () => {
    const exposed: unknown[] = [];
    evaluate('preload.cjs', { contextBridge: { exposeInMainWorld: (...args: unknown[]) => exposed.push(args) }, ipcRenderer: {} }, false);
    expect(exposed).toEqual([['realtDesktop', { isDesktop: true, setModerationCount: expect.any(Function), setLanguage: expect.any(Function) }]]);

    const schemes: unknown[] = [];
    const app = { isPackaged: true, requestSingleInstanceLock: () => true, on: () => app, whenReady: () => new Promise(() => {}) };
    evaluate('main.cjs', { app, protocol: { registerSchemesAsPrivileged: (list: unknown) => schemes.push(list) } }, true);
    expect(schemes).toEqual([[{ scheme: 'realt', privileges: expect.objectContaining({ standard: true, secure: true }) }]]);
  });
});
