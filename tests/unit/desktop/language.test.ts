import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLanguage, writeLanguage } from '../../../desktop/language';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'realt-language-'));
  file = path.join(dir, 'language.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the saved language', () => {
  it('is Georgian before anything was saved', () => {
    expect(readLanguage(file)).toBe('ka');
  });

  it('round-trips through the JSON file and leaves no temporary file', () => {
    writeLanguage(file, 'ru');
    expect(readLanguage(file)).toBe('ru');
    writeLanguage(file, 'en');
    expect(readLanguage(file)).toBe('en');
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });

  it.each(['', 'not json', 'null', '"en"', '[]', '{"lang":"de"}', '{"lang":"EN"}', '{"lang":1}'])('falls back to Georgian for %j', (text) => {
    writeFileSync(file, text);
    expect(readLanguage(file)).toBe('ka');
  });
});
