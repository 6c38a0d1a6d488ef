export * from './api-handler';
export * from './aws';
export * from './env';
export * from './error-handler';
export * from './http';
export * from './logger';
export * from './request-logging';
export * from './sqs-worker';
