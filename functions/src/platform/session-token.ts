import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SignJWT, jwtVerify } from 'jose';
import { pointTypes, type PointType } from '@ocupacional/shared';
import { perEnvironment } from './per-environment';

/*
 * Session tokens: HS256 JWTs naming the session, its tenant, user and area. The key comes from Secrets Manager
 * in AWS (JWT_SECRET_ARN, read once per container) or from JWT_SECRET locally.
 */

export interface SessionClaims {
  readonly sid: string;
  readonly tenant: string;
  readonly sub: string;
  readonly pointType: PointType;
  /** Expiry, epoch seconds. */
  readonly exp: number;
}

const signingKey = perEnvironment(async (): Promise<Uint8Array> => {
    const local = process.env.JWT_SECRET;
    if (local) return new TextEncoder().encode(local);
    const arn = process.env.JWT_SECRET_ARN;
    if (!arn) throw new Error('neither JWT_SECRET nor JWT_SECRET_ARN is set');
    const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
    if (!SecretString) throw new Error('the JWT secret is empty');
    return new TextEncoder().encode(SecretString);
});

const issuer = 'ocupacional';

export async function signSessionToken(claims: SessionClaims): Promise<string> {
  return new SignJWT({ tenant: claims.tenant, pt: claims.pointType })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(claims.sid)
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(await signingKey());
}

/** The claims of a valid, unexpired token, or undefined. */
export async function verifySessionToken(token: string): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { issuer, algorithms: ['HS256'] });
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
