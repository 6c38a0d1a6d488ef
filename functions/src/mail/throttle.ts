import { contaEmailPacotes } from '../data/entities/conta-email';

/*
 * Packages of an account (spec 2 §9: n_msg_pct messages per package, t_esp_pct seconds between packages). A package
 * opens with its first message and takes n_msg_pct messages; the next opens t_esp_pct seconds after it opened. The
 * worker claims a place before sending; when the package is full it puts the message back on the queue with an
 * SQS delay until the next one opens.
 */

/** The decision for one message: send now, or wait this many seconds. */
export type PackageDecision = { readonly send: true } | { readonly send: false; readonly waitSeconds: number };

/**
 * The pure rule: given the current package (or none), may a message go at `now`, and what the package becomes.
 *
 * @example packageDecision(undefined, { size: 50, intervalSeconds: 600 }, now) // send, package {inicio: now, enviados: 1}
 */
export function packageDecision(
  current: { inicio: number; enviados: number } | undefined,
  limits: { size: number; intervalSeconds: number },
  now: number,
): { decision: PackageDecision; next?: { inicio: number; enviados: number } } {
  if (!current || now >= current.inicio + limits.intervalSeconds * 1000) {
    return { decision: { send: true }, next: { inicio: now, enviados: 1 } };
  }
  if (current.enviados < limits.size) {
    return { decision: { send: true }, next: { inicio: current.inicio, enviados: current.enviados + 1 } };
  }
  return { decision: { send: false, waitSeconds: Math.max(1, Math.ceil((current.inicio + limits.intervalSeconds * 1000 - now) / 1000)) } };
}

/**
 * Whether a write lost its condition (another worker wrote first): the SDK's ConditionalCheckFailedException, or
 * ElectroDB's wrapper of it (its text, and the SDK's error as its cause). Shared with send.ts's claim.
 */
export function isConditionalFailure(error: unknown): boolean {
  const { name, message, cause } = (error ?? {}) as { name?: unknown; message?: unknown; cause?: unknown };
  return [name, message, cause].some((part) => /ConditionalCheckFailed|conditional request failed/i.test(String(part)));
}

/**
 * Claims a place in the account's current package, with conditional writes so concurrent workers never overfill
 * it. An account without a package size (0) is not throttled.
 */
export async function claimPackagePlace(
  tenant: string,
  contaId: string,
  limits: { size: number; intervalSeconds: number },
): Promise<PackageDecision> {
  if (!(limits.size > 0)) return { send: true };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { data: current } = await contaEmailPacotes().get({ tenant, contaId }).go({ consistent: true });
    const { decision, next } = packageDecision(current ?? undefined, limits, Date.now());
    // A full package: no next package to write, the message waits.
    if (!next) return decision;
    try {
      if (!current) {
        await contaEmailPacotes().create({ tenant, contaId, ...next }).go();
      } else {
        await contaEmailPacotes()
          .patch({ tenant, contaId })
          .set(next)
          .where(({ inicio, enviados }, { eq }) => `${eq(inicio, current.inicio)} AND ${eq(enviados, current.enviados)}`)
          .go();
      }
      return decision;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      // another worker took a place first: read again
    }
  }
  return { send: false, waitSeconds: 1 };
}
