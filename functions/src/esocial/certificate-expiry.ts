/*
 * How long a certificate has left, apart from node-forge (certificate.ts): the daily check needs only these, and a
 * Lambda bundle that imports them should not carry a whole ASN.1 and PKCS#12 library.
 */

/** Spec 2 §5 and §9: the near-expiry warning shows when fewer than 10 days remain. */
export const nearExpiryDays = 10;

/** Whole days until notAfter (negative once expired). */
export function daysRemaining(notAfter: Date, now: Date = new Date()): number {
  return Math.floor((notAfter.getTime() - now.getTime()) / 86_400_000);
}

/** Spec 2 §5: fewer than 10 days left (an expired certificate is near expiry too). */
export function isNearExpiry(notAfter: Date, now: Date = new Date()): boolean {
  return daysRemaining(notAfter, now) < nearExpiryDays;
}
