import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../test-support/render-html';
import { LoginForm } from './login-form';
import { RecoverPasswordModal } from './recover-password-modal';

/* Rendered to HTML on the server: the markup the browser tests (tests/e2e/session*.ts) find the login by. */

/** The <input> of a field, by its test id. */
function inputOf(html: string, testId: string): string {
  return new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('LoginForm', () => {
  it('shows the masked cpf and cnpj, the password, Entrar and Esqueci Minha Senha, with their test ids', () => {
    // Act
    const html = renderHtml(<LoginForm pointType="empresa" tenant="demo" onLoggedIn={() => undefined} />);

    // Assess
    expect(html).toMatch(/<form noValidate="" data-testid="login-form"/);
    for (const [name, label] of [['cpf', 'CPF *'], ['cnpj', 'CNPJ *'], ['senha', 'Senha *']]) {
      expect(inputOf(html, `field-${name}`)).toContain(`name="${name}"`);
      expect(html).toContain(`>${label}</label>`);
    }
    // React writes the attributes as their DOM property names; HTML reads them in any case.
    expect(inputOf(html, 'field-cpf')).toContain('inputMode="numeric"');
    expect(inputOf(html, 'field-cpf')).toContain('autoComplete="username"');
    expect(inputOf(html, 'field-cnpj')).toContain('inputMode="numeric"');
    expect(inputOf(html, 'field-senha')).toContain('type="password"');
    expect(inputOf(html, 'field-senha')).toContain('autoComplete="current-password"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Entrar<\/button>/);
    expect(html).toContain('Esqueci Minha Senha');
    // The recovery's fields appear only once it is opened: one field-cpf on the page.
    expect(html.match(/data-testid="field-cpf"/g)).toHaveLength(1);
  });
});

describe('RecoverPasswordModal', () => {
  it("opens with the login form's cpf and cnpj, masked as typed there", () => {
    // Act
    const html = renderHtml(
      <RecoverPasswordModal
        open
        onClose={() => undefined}
        pointType="empresa"
        tenant="demo"
        defaults={{ cpf: '529.982.247-25', cnpj: '11.222.333/0001-81' }}
      />,
    );

    // Assess
    expect(html).toContain('data-testid="recover-password"');
    expect(html).toContain('Recuperar Senha');
    expect(inputOf(html, 'field-cpf')).toContain('value="529.982.247-25"');
    expect(inputOf(html, 'field-cnpj')).toContain('value="11.222.333/0001-81"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Enviar<\/button>/);
  });
});

describe("the login page's modules", () => {
  /** The packages the module imports statically, with those of the app's modules it imports, transitively. */
  function packagesOf(entry: string): Set<string> {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      // Static imports only: `import type` costs nothing and `import()` is loaded on demand.
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)) {
        if (!specifier.startsWith('.')) {
          packages.add(specifier);
          continue;
        }
        const base = resolve(dirname(file), specifier);
        const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => {
          try {
            readFileSync(path);
            return true;
          } catch {
            return false;
          }
        });
        if (found) visit(found);
      }
    };
    visit(entry);
    return packages;
  }

  it('leave out react-hook-form and imask, which would weigh on the first load (issue 17)', () => {
    // Act
    const packages = packagesOf(join(import.meta.dirname, '../../../app/pages/login-page.tsx'));

    // Assess
    expect(packages).toContain('@aws-amplify/ui-react');
    for (const heavy of ['react-hook-form', '@hookform/resolvers/zod', 'react-imask', 'imask']) {
      expect(packages).not.toContain(heavy);
    }
  });
});
