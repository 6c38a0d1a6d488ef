/*
 * The signed, time-limited request header of spec 1 §7: "date one month ahead plus hash". It marks requests as
 * coming from a current build of the app; it is no secret (the browser computes it), so it guards against stale
 * or foreign scripts, not against an attacker — sessions and permissions do that.
 */

const salt = 'ocupacional:assinatura:v1';
const validityDays = 31;

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header value for a request made at `now`: '<expiry ISO>.<hash>', the expiry one month ahead. */
export async function signRequest(now: Date = new Date()): Promise<string> {
  const expiry = new Date(now);
  expiry.setMonth(expiry.getMonth() + 1);
  const expiresAt = expiry.toISOString();
  return `${expiresAt}.${await sha256Hex(`${expiresAt}|${salt}`)}`;
}

/** Whether a header value is well-formed, not expired, not more than a month ahead, and its hash matches. */
export async function verifyRequestSignature(value: string, now: Date = new Date()): Promise<boolean> {
  const separator = value.lastIndexOf('.');
  if (separator < 0) return false;
  const expiresAt = value.slice(0, separator);
  const hash = value.slice(separator + 1);
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry) || expiry <= now.getTime()) return false;
  if (expiry > now.getTime() + validityDays * 24 * 3600 * 1000) return false;
  return hash === (await sha256Hex(`${expiresAt}|${salt}`));
}
