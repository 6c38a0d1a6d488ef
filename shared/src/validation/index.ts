export * from './digits';
export * from './cpf';
export * from './cnpj';
export * from './email';
export * from './dates';
