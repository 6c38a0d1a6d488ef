import { Logger } from '@aws-lambda-powertools/logger';

/** The structured logger every handler shares; the request id is added per invocation by the middleware. */
export const logger = new Logger({ serviceName: 'ocupacional' });
