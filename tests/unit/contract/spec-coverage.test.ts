// Every call that §7 of the product specification lists must be in the contract. The list is
// section-7-calls.txt; where the specification itself is at hand, the list must match it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const specFile = new URL('../../../../shared/SPEC.md', import.meta.url);
const listed = readFileSync(new URL('./section-7-calls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));
const root = parse(readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8'));

function callsOfSection7(text: string): string[] {
  const section = text.split(/^## /m).find((part) => part.startsWith('7.'));
  if (!section) throw new Error('SPEC.md has no section 7');
  const calls: string[] = [];
  let method = '';
  // a method names the next path; "and {prefix}/..." repeats the previous method
  for (const match of section.matchAll(/\b(GET|POST|PUT|DELETE)\s+(\S+)|\band\s+(\{prefix\}\/\S+)/g)) {
    method = match[1] ?? method;
    const path = (match[2] ?? match[3] ?? '').replace(/[,;.]+$/, '');
    if (!path.startsWith('/') && !path.startsWith('{prefix}')) continue;
    for (const prefix of path.startsWith('{prefix}') ? ['/api', '/api/admin'] : ['']) {
      calls.push(`${method} ${path.replace('{prefix}', prefix)}`);
    }
  }
  return calls;
}

function methodsOf(path: string): string[] {
  const ref: unknown = root.paths?.[path]?.$ref;
  if (typeof ref !== 'string') return [];
  const item = parse(readFileSync(new URL(`../../../openapi/${ref}`, import.meta.url), 'utf8'));
  return Object.keys(item).map((key) => key.toUpperCase());
}

describe('the contract covers §7', () => {
  it('lists the calls of §7', () => {
    expect(listed.length).toBeGreaterThanOrEqual(50);
    expect(listed).toContain('POST /api/admin/login');
    expect(listed).toContain('DELETE /admin-api/users/delete/{id}');
  });

  it.runIf(existsSync(specFile))('the list is the one §7 gives today', () => {
    expect(listed).toEqual(callsOfSection7(readFileSync(specFile, 'utf8')));
  });

  it.each(listed)('%s is in openapi/', (call) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(methodsOf(path)).toContain(method);
  });
});
