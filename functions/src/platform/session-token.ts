import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { pointTypes, type PointType } from '@ocupacional/shared';
import { jwtKeyId, parseJwtSecret, type JwtKeys } from './jwt-keys';
import { perEnvironment } from './per-environment';
import { readSecretString, refreshingValue } from './secret-value';

/*
 * Session tokens: HS256 JWTs naming the session, its tenant, user and area, and in `kid` the key that signed them.
 * The keys ({current, previous}, platform/jwt-keys.ts) come from Secrets Manager (JWT_SECRET_ARN; the local cloud
 * runs one too) or from JWT_SECRET (unit tests). A token verifies with the key its kid names, current or previous,
 * so sessions survive a rotation; a kid this container does not know makes it read the secret again (another
 * container may have read a newer rotation), at most once a minute.
 */

export interface SessionClaims {
  readonly sid: string;
  readonly tenant: string;
  readonly sub: string;
  readonly pointType: PointType;
  /** Expiry, epoch seconds. */
  readonly exp: number;
}

interface KeyRing {
  readonly currentKid: string;
  readonly byKid: ReadonlyMap<string, Uint8Array>;
}

function keyRingOf(keys: JwtKeys): KeyRing {
  const byKid = new Map<string, Uint8Array>();
  for (const key of [keys.current, keys.previous]) if (key) byKid.set(jwtKeyId(key), new TextEncoder().encode(key));
  return { currentKid: jwtKeyId(keys.current), byKid };
}

/** How long a container signs with the keys it read before reading them again (to sign with a rotated key). */
const keysMaxAgeMs = 3_600_000;

const keyRing = perEnvironment(() => {
  const local = process.env.JWT_SECRET;
  const arn = process.env.JWT_SECRET_ARN;
  return refreshingValue(
    async (): Promise<KeyRing> => {
      if (local) return keyRingOf(parseJwtSecret(local));
      if (!arn) throw new Error('neither JWT_SECRET nor JWT_SECRET_ARN is set');
      return keyRingOf(parseJwtSecret(await readSecretString(arn)));
    },
    { maxAgeMs: keysMaxAgeMs },
  );
});

const issuer = 'ocupacional';

export async function signSessionToken(claims: SessionClaims): Promise<string> {
  const ring = await keyRing().get();
  return new SignJWT({ tenant: claims.tenant, pt: claims.pointType })
    .setProtectedHeader({ alg: 'HS256', kid: ring.currentKid })
    .setJti(claims.sid)
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(ring.byKid.get(ring.currentKid) as Uint8Array);
}

function kidOf(token: string): { kid: string | undefined } | undefined {
  try {
    const { kid } = decodeProtectedHeader(token);
    return { kid: typeof kid === 'string' ? kid : undefined };
    // Stryker disable next-line BlockStatement: an empty catch also ends the function with undefined
  } catch {
    return undefined;
  }
}

/** The keys a token may have been signed with: the one its kid names; every known key for a token without a kid. */
async function candidateKeys(kid: string | undefined): Promise<Uint8Array[]> {
  let ring = await keyRing().get();
  if (kid === undefined) return [...ring.byKid.values()];
  if (!ring.byKid.has(kid)) ring = await keyRing().refresh();
  const key = ring.byKid.get(kid);
  return key ? [key] : [];
}

async function claimsOf(token: string, key: Uint8Array): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
    const pointType = payload.pt as PointType;
    if (
      typeof payload.jti !== 'string' ||
      typeof payload.sub !== 'string' ||
      typeof payload.tenant !== 'string' ||
      typeof payload.exp !== 'number' ||
      !pointTypes.includes(pointType)
    ) {
      return undefined;
    }
    return { sid: payload.jti, tenant: payload.tenant, sub: payload.sub, pointType, exp: payload.exp };
    // Stryker disable next-line BlockStatement: an empty catch also ends the function with undefined
  } catch {
    return undefined;
  }
}

/**
 * The claims of a valid, unexpired token, or undefined. A secret that cannot be read throws (the request fails
 * and the next one reads again) instead of answering "session expired" to every user.
 */
export async function verifySessionToken(token: string): Promise<SessionClaims | undefined> {
  const header = kidOf(token);
  if (!header) return undefined;
  for (const key of await candidateKeys(header.kid)) {
    const claims = await claimsOf(token, key);
    if (claims) return claims;
  }
  return undefined;
}
