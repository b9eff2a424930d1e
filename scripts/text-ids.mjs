// Which catalogues of texts a module reads, with everything it imports statically (no `import
// type`, no lazy import): the handles of src/i18n/catalogues.ts it names. npm run size counts a
// route's texts with it, and a unit test checks each screen declares them (src/app/screens.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const CATALOGUES = resolve('src/i18n/catalogues.ts');
// it names every screen's catalogues, which load with each screen, not with the module that imports it
const SCREENS = resolve('src/app/screens.ts');

// catalogues no render reads: the refusals' words come when an answer is a refusal (src/api/middleware/errors.ts)
const ON_DEMAND = new Set(['refusals']);

/** handle name -> catalogue id, from catalogues.ts */
export const handles = new Map(
  [...readFileSync(CATALOGUES, 'utf8').matchAll(/export const (\w+) = defineTexts<\w+>\('([\w-]+)'/g)]
    .map((found) => [found[1], found[2]])
    .filter(([, id]) => !ON_DEMAND.has(id)),
);

function sourceOf(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

/** The catalogue ids the files (absolute paths) and their static imports read. */
export function textIds(files, seen = new Set(), ids = new Set()) {
  for (const file of files) {
    if (seen.has(file) || file === CATALOGUES) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (file !== SCREENS) for (const [handle, id] of handles) if (new RegExp(`\\b${handle}\\b`).test(source)) ids.add(id);
    const imports = [...source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms)].map((found) => sourceOf(file, found[1])).filter(Boolean);
    textIds(imports, seen, ids);
  }
  return ids;
}
