import { requiredEnv } from '../platform/env';
import { formatJwtSecret, isRotationDue, jwtKeyId, parseJwtSecret, rotateJwtKeys, rotationRequestToken } from '../platform/jwt-keys';
import { logger } from '../platform/logger';
import { putSecretString, readSecretString } from '../platform/secret-value';

/*
 * The JWT key rotation (schedule 'jwtRotation', daily): when the current key is older than jwtKeyRotationDays (or
 * the secret still holds its first plain-string value), a new key becomes current and the old one previous, so
 * every open session keeps verifying until it expires (platform/jwt-keys.ts). A repeated run finds the key fresh
 * and does nothing; two overlapping runs of one day write under the same request token, and the second is refused.
 */

export interface JwtRotationResult {
  readonly rotated: boolean;
  /** The id of the key that signs from now on. */
  readonly currentKid: string;
}

export async function handler(): Promise<JwtRotationResult> {
  const secretId = requiredEnv('JWT_SECRET_ARN');
  const keys = parseJwtSecret(await readSecretString(secretId));
  const now = new Date();
  if (!isRotationDue(keys, now)) {
    logger.info('JWT key not due for rotation', { currentKid: jwtKeyId(keys.current), rotatedAt: keys.rotatedAt });
    return { rotated: false, currentKid: jwtKeyId(keys.current) };
  }
  const rotated = rotateJwtKeys(keys, now);
  try {
    await putSecretString(secretId, formatJwtSecret(rotated), rotationRequestToken(now));
  } catch (error) {
    if ((error as Error).name !== 'ResourceExistsException') throw error;
    // Another run of today rotated first: its key stands (ours was never current, so nothing signed with it).
    const current = parseJwtSecret(await readSecretString(secretId)).current;
    logger.info('JWT key already rotated today by another run', { currentKid: jwtKeyId(current) });
    return { rotated: false, currentKid: jwtKeyId(current) };
  }
  logger.info('JWT key rotated', { currentKid: jwtKeyId(rotated.current), previousKid: jwtKeyId(keys.current) });
  return { rotated: true, currentKid: jwtKeyId(rotated.current) };
}
