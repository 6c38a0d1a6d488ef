export * from './resources';
export * from './api-routes';
export * from './envelope';
