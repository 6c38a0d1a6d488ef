export * from './calendar';
export * from './access';
export * from './menu';
export * from './object-keys';
