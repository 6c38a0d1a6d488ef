/*
 * The local cloud refuses, as IAM would, every AWS call a running function makes outside its declared access
 * (functions/src/function-access.ts, infra/local/access-guard.ts). SDK calls are checked inside the SDK; the two uses
 * of a function's permissions that make no SDK call ask here: the local master key standing in for KMS, and a
 * presigned POST (signed here, executed later by the browser with this function's signature). In Lambda nothing
 * is installed and the check does nothing.
 */

/** Where the local cloud installs its check (a global, so function bundles carry no guard code). */
export const localAccessCheckKey = Symbol.for('ocupacional.localAccessCheck');

/** Checks one call, named as the SDK names it (client, command, input); throws AccessDenied when refused. */
export type LocalAccessCheck = (clientName: string, commandName: string, input: Readonly<Record<string, unknown>>) => void;

/** The KeyId the local master key reports, standing in for the tenant-secrets KMS key. */
export const localSecretsKeyId = 'local-tenant-secrets-key';

/**
 * Asks the local cloud's access guard about a call that sends no SDK request; nothing happens in Lambda.
 *
 * @example checkLocalAccess('S3Client', 'PutObjectCommand', { Bucket: bucket, Key: key });
 */
export function checkLocalAccess(clientName: string, commandName: string, input: Readonly<Record<string, unknown>>): void {
  (globalThis as { [localAccessCheckKey]?: LocalAccessCheck })[localAccessCheckKey]?.(clientName, commandName, input);
}
