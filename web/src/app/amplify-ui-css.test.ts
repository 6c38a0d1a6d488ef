import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * app/amplify-ui.css imports Amplify UI's styles one primitive at a time (issue 17) instead of the whole styles.css.
 * These checks keep it whole: every primitive the app renders, directly or inside another primitive, has its
 * rules imported, in the order styles.css has them (so the cascade is the one the full file gave).
 */

const stylesDir = dirname(createRequire(import.meta.url).resolve('@aws-amplify/ui-react/styles/base.css'));
const esmDir = join(stylesDir, '..', 'esm');
const srcDir = join(import.meta.dirname, '..');

/** The files app/amplify-ui.css imports, in order ('button' for …/styles/button.css). */
function importedStyles(): string[] {
  const css = readFileSync(join(import.meta.dirname, 'amplify-ui.css'), 'utf8');
  return [...css.matchAll(/@import '@aws-amplify\/ui-react\/styles\/(\w+)\.css';/g)].map((match) => match[1] ?? '');
}

/** The names web/src imports from '@aws-amplify/ui-react' (types left out). */
function usedExports(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(join(srcDir, file), 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
      if ((statement.moduleSpecifier as ts.StringLiteral).text !== '@aws-amplify/ui-react') continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return names;
}

/** The primitives (dist/esm/primitives/<Name>) an export renders, following the package's relative imports. */
function primitivesOf(exports: Iterable<string>): Set<string> {
  const index = readFileSync(join(esmDir, 'index.mjs'), 'utf8');
  const queue: string[] = [];
  for (const name of exports) {
    const from = index.match(new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`))?.[1];
    if (from) queue.push(resolve(esmDir, from));
  }
  const seen = new Set<string>();
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const next = resolve(dirname(file), match[1] ?? '');
      if (existsSync(next)) queue.push(next);
    }
  }
  const primitives = [...seen].map((file) => /[\\/]primitives[\\/](\w+)[\\/]/.exec(file)?.[1]).filter(Boolean);
  return new Set(primitives as string[]);
}

describe('Amplify UI styles (app/amplify-ui.css)', () => {
  it('imports the styles of every primitive the app renders', () => {
    // Prepare
    const used = usedExports();
    const imported = new Set(importedStyles());

    // Act
    const needed = [...primitivesOf(used)]
      .map((primitive) => `${primitive.charAt(0).toLowerCase()}${primitive.slice(1)}`)
      .filter((file) => existsSync(join(stylesDir, `${file}.css`)));

    // Assess
    expect(used.has('Button')).toBe(true);
    expect(needed).toContain('button');
    expect(needed.filter((file) => !imported.has(file))).toEqual([]);
  });

  it('imports them in the order of the full styles.css, after base.css', () => {
    // Prepare
    const full = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');

    // Act
    const positions = importedStyles().map((file) => full.indexOf(readFileSync(join(stylesDir, `${file}.css`), 'utf8').trim()));

    // Assess
    expect(importedStyles()[0]).toBe('base');
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
