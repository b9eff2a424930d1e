// The build's compressed copies, which the server sends as they are (src/server/app.ts).
import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBuilt } from '../../vite.config';
import { folderWith } from './folder';

describe('compressBuilt', () => {
  it('writes .br and .gz beside each text file a browser fetches, where that is smaller, each decompressing to the file', async () => {
    const script = Buffer.from('export const districts = ["Vake", "Saburtalo", "Didube"];\n'.repeat(60));
    const style = Buffer.from('.card { border-radius: var(--radius); }\n'.repeat(60));
    const dir = await folderWith({
      'assets/app-1.js': script,
      'assets/app-1.css': style,
      'demo/flat-7.svg': Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="4" height="4"/>'.repeat(80)}</svg>`),
      // too short to gain from either
      'assets/tiny-1.js': Buffer.from('export {};\n'),
      // already compressed
      'share.png': Buffer.alloc(4096, 7),
      // random bytes: no copy is smaller
      'assets/noise-1.js': randomBytes(4096),
      // the server's, not a browser's
      'index.html': Buffer.from('<!doctype html>'.repeat(200)),
      '.vite/manifest.json': Buffer.from('{}'.repeat(1000)),
      'server/main.js': Buffer.from('export {};\n'.repeat(200)),
    }, 'realt-built-');
    const written = await compressBuilt(dir);
    const names = ['assets/app-1.css.br', 'assets/app-1.css.gz', 'assets/app-1.js.br', 'assets/app-1.js.gz', 'demo/flat-7.svg.br', 'demo/flat-7.svg.gz'];
    expect(written).toEqual(names.map((name) => path.join(...name.split('/'))));
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets/app-1.js.br'))).equals(script)).toBe(true);
    expect(gunzipSync(await readFile(path.join(dir, 'assets/app-1.css.gz'))).equals(style)).toBe(true);
    expect((await readdir(dir, { recursive: true })).filter((file) => /\.(?:br|gz)$/.test(file)).sort()).toEqual(written);
  });
});
