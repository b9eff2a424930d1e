import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The selectors of a stylesheet, one by one (at-rules and keyframe steps name no class). */
function selectors(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g);
  return [...rules].map(([, text]) => text?.trim() ?? '').filter((text) => !text.startsWith('@')).flatMap((text) => text.split(','));
}

const classes = (selector: string) => [...selector.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map(([, name]) => name ?? '');
// a component's block: its class name without the __element and --modifier parts
const blockOf = (name: string) => name.split('__')[0]?.split('--')[0] ?? name;
// state classes (is-current, has-...) go with any component; Leaflet's are its own library's
const shared = (name: string) => /^(is|has)-/.test(name) || name.startsWith('leaflet-');

/**
 * Which stylesheet styles each block: the one named after it, else the one whose selectors start
 * with it most often. Answers the selectors that name a class of another stylesheet's block (or
 * of no stylesheet's).
 */
function foreign(sheets: ReadonlyMap<string, string>): string[] {
  const starts = new Map<string, Map<string, number>>();
  for (const [path, css] of sheets)
    for (const selector of selectors(css)) {
      const first = classes(selector)[0];
      if (!first) continue;
      const counts = starts.get(blockOf(first)) ?? new Map<string, number>();
      counts.set(path, (counts.get(path) ?? 0) + 1);
      starts.set(blockOf(first), counts);
    }
  const owner = (block: string) => {
    const counts = [...(starts.get(block) ?? new Map<string, number>())];
    return counts.find(([path]) => basename(path) === `${block}.css`)?.[0] ?? counts.sort((a, b) => b[1] - a[1])[0]?.[0];
  };
  return [...sheets].flatMap(([path, css]) =>
    selectors(css)
      .filter((selector) => classes(selector).some((name) => !shared(name) && owner(blockOf(name)) !== path))
      .map((selector) => `${path}: ${selector.trim()}`),
  );
}

describe("each component's stylesheet", () => {
  it('styles only its own classes', () => {
    const sheets = new Map(files('src').map((path) => [path, readFileSync(path, 'utf8')]));
    expect(foreign(sheets)).toEqual([]);
  });

  it('is told apart from one that reaches into another component', () => {
    const sheets = new Map([
      ['ui/card/card.css', '.card { color: red; } .card__title:hover, .card.is-open { color: blue; }'],
      ['ui/list/list.css', '/* a list */ .list { gap: 0; } @media (min-width: 600px) { .list .card__title { margin: 0; } }'],
    ]);
    expect(foreign(sheets)).toEqual(['ui/list/list.css: .list .card__title']);
  });
});
