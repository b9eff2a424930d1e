// Every end-to-end spec takes `test` from the gated fixture (tests/e2e/fixtures/test.ts), whose
// automatic contract gate fails a test on Prism's `sl-violations` or a CSP violation. A spec that
// took Playwright's own `test` would run without the gate and pass on requests the contract refuses.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const e2e = new URL('../e2e/', import.meta.url);
const GATED = './fixtures/test';
const specs = readdirSync(e2e, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.spec.ts'));

interface TestImport {
  from: string;
  how: string;
}

/** Where a spec's imports could bring a `test` from: named imports of `test` and namespace imports. */
function testImports(file: string): TestImport[] {
  const source = ts.createSourceFile(file, readFileSync(new URL(file, e2e), 'utf8'), ts.ScriptTarget.Latest);
  const found: TestImport[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) found.push({ from, how: `default import ${clause.name.text}` });
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) found.push({ from, how: `* as ${bindings.name.text}` });
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 'test') found.push({ from, how: element.getText(source) });
      }
    }
  }
  // a default or namespace import is only a way to `test` when it is Playwright's module
  return found.filter(({ from, how }) => how.startsWith('test') || from.startsWith('@playwright/'));
}

describe('end-to-end specs run under the contract gate', () => {
  it('finds the specs', () => {
    expect(specs.length).toBeGreaterThan(20);
  });

  it.each(specs)('%s takes test from the gated fixture only', (file) => {
    const depth = file.split('/').length - 1;
    const gated = depth === 0 ? GATED : `${'../'.repeat(depth)}${GATED.slice(2)}`;
    const imports = testImports(file);
    expect(imports.filter(({ from }) => from !== gated)).toEqual([]);
    expect(imports.map(({ from }) => from)).toContain(gated);
  });
});
