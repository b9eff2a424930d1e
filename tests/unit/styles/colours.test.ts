import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKEN_COLOURS } from '../../../src/styles/colours';

const TOKENS = 'src/styles/tokens.css';

function files(dir: string, ending: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, ending);
    return ending.some((end) => entry.name.endsWith(end)) ? [path] : [];
  });
}

/** The custom properties tokens.css declares, by name. */
function declared(): Map<string, string> {
  const css = readFileSync(TOKENS, 'utf8');
  return new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name ?? '', value?.trim() ?? '']));
}

/** Colour literals in a source: hex colours and the colour functions. */
function literals(source: string): string[] {
  return [...source.matchAll(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi)].map(([text]) => text);
}

describe('the colour tokens', () => {
  it('are the only colours the stylesheets and modules write', () => {
    const sources = files('src', ['.css', '.ts', '.tsx']).filter(
      (path) => ![TOKENS, 'src/styles/colours.ts', 'src/api/schema.gen.ts'].includes(path.replaceAll('\\', '/')),
    );
    const wrong = sources.flatMap((path) => literals(readFileSync(path, 'utf8')).map((text) => `${path}: ${text}`));
    expect(wrong).toEqual([]);
  });

  it('named anywhere are declared in tokens.css', () => {
    const tokens = declared();
    const named = files('src', ['.css', '.ts', '.tsx']).flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/var\((--c-[\w-]+)\)/g)].map(([, name]) => name ?? ''));
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named)].filter((name) => !tokens.has(name))).toEqual([]);
  });

  it('mirrored for non-CSS consumers match tokens.css', () => {
    const tokens = declared();
    for (const [name, value] of Object.entries(TOKEN_COLOURS)) expect(tokens.get(name), name).toBe(value);
  });

  it("give the browser's theme colour in index.html", () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toMatch(new RegExp(`<meta name="theme-color" content="${declared().get('--c-brand')}"`));
  });

  it('finds hex colours and colour functions, and passes custom properties', () => {
    expect(literals('a { color: #fff; background: rgb(0 0 0 / 6%); border-color: #b9c2ccaa; }')).toEqual(['#fff', 'rgb(', '#b9c2ccaa']);
    expect(literals('a { color: var(--c-text); fill: url(#grid); background: color-mix(in srgb, var(--c-shade) 6%, transparent); }')).toEqual([]);
  });
});
