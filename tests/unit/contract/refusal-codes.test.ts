// Every refusal the contract can answer names why (`code`, or `codes` by field), and the app has
// its own words for every such code in all three languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import refusalsEn from '../../../src/i18n/refusals.en';
import refusalsKa from '../../../src/i18n/refusals.ka';
import refusalsRu from '../../../src/i18n/refusals.ru';

const root = new URL('../../../openapi/', import.meta.url).pathname;
const read = (path: string): unknown => parse(readFileSync(join(root, path), 'utf8'));
const files = (dir: string) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}`);

interface Example {
  where: string;
  value: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The named examples of the 4xx answers of a file (a path's operations, or a shared response). */
function refusalExamples(path: string): Example[] {
  const found: Example[] = [];
  const walk = (node: unknown, trail: string[], refused: boolean) => {
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'examples' && refused && isObject(child)) {
        for (const [name, example] of Object.entries(child)) if (isObject(example) && 'value' in example) found.push({ where: `${path} ${trail.join(' ')} ${name}`, value: example.value });
      } else walk(child, [...trail, key], refused || /^4\d\d$/.test(key));
    }
  };
  // a shared response is used only as an error answer, except the successes among them
  walk(read(path), [], path.startsWith('components/'));
  return found;
}

const successes = new Set(['AuthCodeSent', 'AuthCodeValid', 'AuthPasswordChanged', 'Done', 'Token'].map((name) => `components/responses/${name}.yaml`));
const examples = [...files('paths'), ...files('components/responses').filter((path) => !successes.has(path))].flatMap(refusalExamples);

describe('the refusals of the contract', () => {
  it('are found', () => {
    expect(examples.length).toBeGreaterThan(60);
  });

  it('each name why: a text its code, errors by field a code for every field', () => {
    const unnamed = examples.flatMap(({ where, value }) => {
      if (!isObject(value) || !('result' in value)) return []; // a framework error: { message }
      const { result } = value;
      if (typeof result === 'string') return typeof value.code === 'string' ? [] : [where];
      if (isObject(result) && Object.values(result).every(Array.isArray)) {
        const codes = isObject(value.codes) ? value.codes : {};
        return Object.keys(result).every((field) => typeof codes[field] === 'string') ? [] : [where];
      }
      return []; // the insufficient-funds answer, worded by its dialog
    });
    expect(unnamed).toEqual([]);
  });

  it('have words for every code in Georgian, English and Russian', () => {
    const schema = read('components/schemas/RefusalCode.yaml');
    const codes = isObject(schema) && Array.isArray(schema.enum) ? schema.enum : [];
    expect(codes.length).toBeGreaterThan(30);
    for (const words of [refusalsKa, refusalsEn, refusalsRu]) {
      expect(Object.keys(words).sort()).toEqual([...codes].sort());
      expect(Object.values(words).every((text) => text.trim() !== '')).toBe(true);
    }
  });
});
