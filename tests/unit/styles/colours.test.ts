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

/** The WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
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

describe('the market map’s price steps', () => {
  const tokens = declared();
  const colour = (name: string) => {
    const value = tokens.get(name);
    if (!value) throw new Error(`${name} is not declared`);
    return value;
  };
  const steps = [...tokens.keys()].filter((name) => name.startsWith('--c-market-step-')).map(colour);
  const land = colour('--c-map-land');

  it('are five, each set off 3:1 from the map’s land and the page’s white (WCAG 1.4.11)', () => {
    expect(steps).toHaveLength(5);
    for (const step of steps) {
      expect(contrast(step, land), `${step} on the land`).toBeGreaterThanOrEqual(3);
      expect(contrast(step, colour('--c-surface')), `${step} on white`).toBeGreaterThanOrEqual(3);
    }
  });

  // five steps all 3:1 darker than the land share a luminance ratio of about 6.2:1, at most 1.58:1
  // a step: 1.5:1 keeps neighbours near that, and the step's number on its markers and swatches
  // tells them apart where their colours do not
  it('differ 1.5:1 from their neighbours, the most that keeping 3:1 from the land allows', () => {
    const pairs = steps.slice(1).map((step, at) => contrast(steps[at] ?? step, step));
    for (const [at, ratio] of pairs.entries()) expect(ratio, `steps ${at + 1} and ${at + 2}`).toBeGreaterThanOrEqual(1.5);
  });

  it('carry their number 4.5:1 from their colour, and a hollow marker without a figure 3:1 from the land', () => {
    const css = readFileSync('src/features/market/market.css', 'utf8');
    const rule = (selector: string) => css.match(new RegExp(`\\${selector}\\s*\\{([^}]*)\\}`))?.[1] ?? '';
    const custom = (body: string, property: string) => body.match(new RegExp(`${property}:\\s*var\\((--c-[\\w-]+)\\)`))?.[1];
    steps.forEach((step, at) => {
      const ink = colour(custom(rule(`.market-step--${at}`), '--region-ink') ?? '--c-on-dark');
      expect(contrast(step, ink), `the number on step ${at + 1}`).toBeGreaterThanOrEqual(4.5);
    });
    const none = rule('.market-step--none');
    expect(contrast(colour(custom(none, '--region-ring') ?? ''), land)).toBeGreaterThanOrEqual(3);
  });
});
