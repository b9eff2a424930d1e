// @vitest-environment node
// Every call that §7 of the product specification lists must be in the contract.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const spec = readFileSync(new URL('../../../../shared/SPEC.md', import.meta.url), 'utf8');
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
  const calls = callsOfSection7(spec);

  it('finds the calls of §7', () => {
    expect(calls.length).toBeGreaterThanOrEqual(50);
    expect(calls).toContain('POST /api/admin/login');
    expect(calls).toContain('DELETE /admin-api/users/delete/{id}');
  });

  it.each(calls)('%s is in openapi/', (call) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(methodsOf(path)).toContain(method);
  });
});
