// The three languages' catalogues: the same keys everywhere (tsc checks each file against the
// Georgian type; this also catches a key the type cannot see, e.g. in a record of numbers), real
// translations (no Georgian letter left in English or Russian, numbers and money written as each
// language writes them), and each language a chunk of its own (no application module imports a
// catalogue's value).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../../src/i18n/glossary';
import { LANGS, type Lang } from '../../../src/i18n/lang';
import { formatNumber } from '../../../src/domain/format';

const I18N = join(__dirname, '../../../src/i18n');
const SRC = join(__dirname, '../../../src');
const ids = readdirSync(I18N).flatMap((file) => /^(.+)\.ka\.ts$/.exec(file)?.[1] ?? []);
const GEORGIAN = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]/;

async function catalogue(id: string, lang: Lang): Promise<unknown> {
  const module: { default: unknown } = await import(`../../../src/i18n/${id}.${lang}.ts`);
  return module.default;
}

/** Every leaf of a catalogue as path -> value (a function is called with sample arguments). */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) for (const [leaf, text] of leaves(child, `${path}.${key}`)) found.set(leaf, text);
  } else found.set(path, value);
  return found;
}

/** The texts a leaf can produce: a string, or a function's result for a few sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'function') return [];
  return [0, 1, 2, 5, 21].map((n) => String(Reflect.apply(value, undefined, Array.from({ length: value.length }, (_, index) => (index === 0 ? n : 'X')))));
}

describe('the catalogues of texts', () => {
  it('has all eighteen-odd catalogues in every language', () => {
    expect(ids.length).toBeGreaterThan(15);
    for (const id of ids) for (const lang of LANGS) expect(readdirSync(I18N)).toContain(`${id}.${lang}.ts`);
  });

  it.each(ids)('%s has the same keys in Georgian, English and Russian', async (id) => {
    const [ka, en, ru] = await Promise.all(LANGS.map((lang) => catalogue(id, lang)));
    const keys = [...leaves(ka).keys()].sort();
    expect([...leaves(en).keys()].sort()).toEqual(keys);
    expect([...leaves(ru).keys()].sort()).toEqual(keys);
  });

  it.each(ids)('%s has no Georgian letter in English or Russian', async (id) => {
    for (const lang of ['en', 'ru'] as const) {
      for (const [path, value] of leaves(await catalogue(id, lang))) {
        for (const text of texts(value)) expect(text, `${id}.${lang}${path}`).not.toMatch(GEORGIAN);
      }
    }
  });

  // English leads with the money sign and groups by commas (₾5,000, 0.8); Russian follows the
  // number with it, groups by spaces and writes a decimal comma (5 000 ₾, 0,8)
  it.each(ids)('%s writes numbers and money as its language does', async (id) => {
    const foreign = { en: /\d[\u00a0\u202f ]?[₾$]|\d[\u00a0\u202f ]\d{3}(?!\d)|\d,\d{1,2}(?!\d)/, ru: /[₾$][\u00a0\u202f ]?\d|\d,\d{3}(?!\d)|\d\.\d{1,2}(?![\d.])/ };
    for (const lang of ['en', 'ru'] as const) {
      for (const [path, value] of leaves(await catalogue(id, lang))) {
        for (const text of texts(value)) expect(text, `${id}.${lang}${path}`).not.toMatch(foreign[lang]);
      }
    }
  });

  it.each(ids)('%s names each concept by the glossary\'s term, never a synonym', async (id) => {
    const said: string[] = [];
    for (const lang of LANGS) {
      const avoided = Object.entries(GLOSSARY).flatMap(([concept, entries]) => entries[lang].avoid.map((pattern) => ({ concept, pattern })));
      for (const [path, value] of leaves(await catalogue(id, lang))) {
        for (const text of texts(value)) {
          for (const { concept, pattern } of avoided) if (pattern.test(text)) said.push(`${id}.${lang}${path}: "${text}" (${concept}: say "${GLOSSARY[concept as keyof typeof GLOSSARY][lang].term}")`);
        }
      }
    }
    expect(said).toEqual([]);
  });

  it('is imported by application code for its types only', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !path.startsWith(I18N)) {
          const source = readFileSync(path, 'utf8');
          if (/^import (?!type )[^;]*from '[^']*i18n\/[\w-]+\.(ka|en|ru)'/m.test(source)) offenders.push(relative(SRC, path));
        }
      }
    };
    walk(SRC);
    expect(offenders).toEqual([]);
  });

  it("words a refusal the form's own check also makes as that check, in every language", async () => {
    // the server's code and the check of src/domain/rules.ts that refuses the same
    const same = { field_required: 'required', email_invalid: 'email', password_weak: 'validatePassword', passwords_differ: 'sameAs', not_a_number: 'numeric', not_positive: 'validateNumber' };
    for (const lang of LANGS) {
      const refusals = leaves(await catalogue('refusals', lang));
      const checks = leaves(await catalogue('validation', lang));
      for (const [code, check] of Object.entries(same)) {
        expect(checks.get(`.${check}`), `${lang}: ${check}`).toEqual(expect.any(String));
        expect(refusals.get(`.${code}`), `${lang}: ${code}`).toBe(checks.get(`.${check}`));
      }
      // the wallet's own check of its cap (its figure grouped by a space of either kind)
      const wallet = (await catalogue('profile', lang)) as { wallet: { tooMuch: (max: string) => string } };
      const spaced = (text: unknown) => String(text).replace(/\s/g, ' ');
      expect(spaced(wallet.wallet.tooMuch(formatNumber(5000, lang))), `${lang}: top_up_too_large`).toBe(spaced(refusals.get('.top_up_too_large')));
    }
  });
});
