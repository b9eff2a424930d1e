import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../../src/styles/breakpoints';

const widths: number[] = Object.values(BREAKPOINTS);

function files(dir: string, ending: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, ending);
    return ending.some((end) => entry.name.endsWith(end)) ? [path] : [];
  });
}

/** Every width a media query names: `min-width: N` must be a breakpoint, `max-width: N` one below it. */
function offending(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
    const [text, bound, value] = match;
    const width = Number(value);
    const ok = bound === 'min' ? widths.includes(width) : widths.includes(Math.round(width + 1)) && width < Math.round(width + 1);
    if (!ok) found.push(text);
  }
  return found;
}

describe('the §9 breakpoints', () => {
  it('are the only widths in the stylesheets and media queries of the app', () => {
    const sources = files('src', ['.css', '.ts', '.tsx']);
    const wrong = sources.flatMap((path) => offending(readFileSync(path, 'utf8')).map((query) => `${path}: ${query}`));
    expect(wrong).toEqual([]);
  });

  it('accepts a breakpoint and the width below it, and refuses any other', () => {
    expect(offending('@media (min-width: 1024px) {} @media (max-width: 599px) {}')).toEqual([]);
    expect(offending('@media (min-width: 1000px) {} @media (max-width: 1599px) {}')).toEqual(['(min-width: 1000px)', '(max-width: 1599px)']);
  });
});
