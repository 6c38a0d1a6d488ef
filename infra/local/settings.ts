import { fileURLToPath } from 'node:url';

/** Where `npm start` keeps its data, so a restart finds what was written before. */
export const dataDir = process.env.OCUPACIONAL_DATA_DIR ?? fileURLToPath(new URL('../../.data', import.meta.url));

function portFrom(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}

/** Fixed ports for `npm start`, so bookmarks and other tools keep working; each can be changed by a variable. */
export const startPorts = {
  http: portFrom('PORT', 3000),
  dynamodb: portFrom('DYNAMODB_PORT', 8000),
  s3: portFrom('S3_PORT', 4569),
  sqs: portFrom('SQS_PORT', 9324),
  sesv2: portFrom('SES_PORT', 8005),
};

/** The eSocial simulator's port for `npm start` (infra/local/esocial-local.ts); 0 picks a free one. */
export const esocialSimulatorPort = portFrom('ESOCIAL_PORT', 8443);
