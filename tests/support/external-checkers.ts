import { spawnSync } from 'node:child_process';

/*
 * The independent checkers some tests compare our output with (xmlsec1 for signatures, openssl for PKCS#12, qpdf
 * and poppler's pdftotext for PDFs). On a developer's machine a missing one skips only those comparisons; under CI
 * (CI set and not "false"/"0") a missing one is an error naming it, so CI can never pass with them skipped
 * (.ci/run installs them).
 */

/** A checker and the Debian package that ships it. */
const checkers = {
  xmlsec1: { args: ['--version'], pkg: 'xmlsec1' },
  openssl: { args: ['version'], pkg: 'openssl' },
  qpdf: { args: ['--version'], pkg: 'qpdf' },
  pdftotext: { args: ['-v'], pkg: 'poppler-utils' },
} as const;

export type Checker = keyof typeof checkers;

/** Whether this run is CI's: there every checker is required. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

/** Thrown under CI when a checker is missing: the run fails instead of skipping the comparison. */
export class MissingCheckerError extends Error {
  constructor(readonly missing: readonly Checker[]) {
    const named = missing.map((name) => `${name} (Debian package ${checkers[name].pkg})`).join(', ');
    super(`missing under CI: ${named}; the tests that compare with it may not skip there (.ci/run installs it)`);
    this.name = 'MissingCheckerError';
  }
}

const found = new Map<Checker, boolean>();

/** Whether the checker runs on this machine (cached). */
export function hasChecker(name: Checker): boolean {
  if (!found.has(name)) found.set(name, !spawnSync(name, [...checkers[name].args], { stdio: 'ignore' }).error);
  return found.get(name) ?? false;
}

/**
 * Whether the tests that use these checkers may run: true when all are present; false (skip) when one is missing on a
 * developer's machine; under CI a missing one throws MissingCheckerError naming it.
 *
 * @example
 * it.skipIf(!checkersPresent('qpdf', 'pdftotext'))('agrees with qpdf and pdftotext', () => { … });
 */
export function checkersPresent(...names: Checker[]): boolean {
  const missing = names.filter((name) => !hasChecker(name));
  if (missing.length > 0 && isCi()) throw new MissingCheckerError(missing);
  return missing.length === 0;
}
