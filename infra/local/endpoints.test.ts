import { describe, expect, it } from 'vitest';
import { endpointVariable, planEndpoints } from './endpoints';

describe('planEndpoints', () => {
  it('starts every emulator when no endpoint is configured', () => {
    expect(planEndpoints({})).toEqual({
      dynamodb: { embedded: true },
      s3: { embedded: true },
      sqs: { embedded: true },
      sesv2: { embedded: true },
    });
  });

  it('sends every service to LocalStack when AWS_ENDPOINT_URL is set', () => {
    const plan = planEndpoints({ AWS_ENDPOINT_URL: 'http://localhost:4566' });
    expect(Object.values(plan)).toEqual(Array(4).fill({ external: 'http://localhost:4566' }));
  });

  it('lets a per-service variable win over the general one', () => {
    const plan = planEndpoints({
      AWS_ENDPOINT_URL: 'http://localhost:4566',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://localhost:8000',
    });
    expect(plan.dynamodb).toEqual({ external: 'http://localhost:8000' });
    expect(plan.s3).toEqual({ external: 'http://localhost:4566' });
  });

  it('names the variables the AWS SDK itself reads', () => {
    expect(endpointVariable('dynamodb')).toBe('AWS_ENDPOINT_URL_DYNAMODB');
    expect(endpointVariable('sesv2')).toBe('AWS_ENDPOINT_URL_SESV2');
  });
});
