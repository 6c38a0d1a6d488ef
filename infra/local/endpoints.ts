/**
 * Which endpoints the local cloud talks to. By default it starts its own emulators (dynalite, s3rver,
 * local-aws-sqs, aws-ses-v2-local). Setting AWS_ENDPOINT_URL, or a per-service AWS_ENDPOINT_URL_DYNAMODB /
 * _S3 / _SQS / _SESV2, points that service at LocalStack or any compatible endpoint instead, and the local cloud
 * then provisions the same resources there.
 */
export const localServices = ['dynamodb', 's3', 'sqs', 'sesv2'] as const;
export type LocalService = (typeof localServices)[number];

/** The SDK's own variable for a service's endpoint, which every AWS SDK v3 client reads. */
export function endpointVariable(service: LocalService): string {
  return `AWS_ENDPOINT_URL_${service.toUpperCase()}`;
}

export type EndpointPlan = Record<LocalService, { external: string } | { embedded: true }>;

/** Decides, per service, whether to use an external endpoint from the environment or start an emulator. */
export function planEndpoints(env: Record<string, string | undefined>): EndpointPlan {
  const plan = {} as EndpointPlan;
  for (const service of localServices) {
    const external = env[endpointVariable(service)] ?? env.AWS_ENDPOINT_URL;
    plan[service] = external ? { external } : { embedded: true };
  }
  return plan;
}
