export * from './fields';
export * from './field-errors';
export * from './funcionario';
export * from './empresa';
export * from './meu-cadastro';
export * from './empresa-email';
export * from './tipo-parent';
export * from './delete-request';
