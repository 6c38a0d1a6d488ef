export * from './cep-local';
export * from './cnae';
export * from './estados';
