import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Links leave the product from the configured public URL only (platform/public-url.ts), and the client's address
 * comes from one function (platform/client-ip.ts). Behind CloudFront the Host is API Gateway's own and X-Forwarded-*
 * are whatever the caller wrote, so no function code may read them: this test reads every source file of the
 * functions and names the lines that do.
 */

const root = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Lines (file:line: text) matching `pattern`, outside the files allowed to. */
function linesMatching(pattern: RegExp, allowed: readonly string[] = []): string[] {
  return sources(root)
    .filter((file) => !allowed.includes(relative(root, file)))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((text, index) => ({ text, index }))
        .filter(({ text }) => pattern.test(text))
        .map(({ text, index }) => `${relative(root, file)}:${index + 1}: ${text.trim()}`),
    );
}

describe('request data the functions must not trust', () => {
  it('no function reads the Host, X-Forwarded-* or Forwarded headers, or API Gateway\'s domain name, to build anything', () => {
    const hostHeaders = /headers\s*(\?\.)?\s*(\.\s*host\b|\[\s*['"`](host|x-forwarded-[a-z]+|forwarded)['"`]\s*\])|['"`]x-forwarded-host['"`]|requestContext\s*(\?\.)?\s*\.\s*domain(Name|Prefix)\b/i;
    expect(linesMatching(hostHeaders)).toEqual([]);
  });

  it("only platform/client-ip.ts reads the client's address (and the origin check, to log a refusal)", () => {
    expect(linesMatching(/\bsourceIp\b/, ['platform/client-ip.ts', 'platform/origin-verify.ts'])).toEqual([]);
    expect(linesMatching(/cloudfront-viewer-address/i, ['platform/client-ip.ts'])).toEqual([]);
  });
});
