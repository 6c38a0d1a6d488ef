export * from './calendar';
export * from './object-keys';
