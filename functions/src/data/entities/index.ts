import { Entity } from 'electrodb';
import type { EntityConfiguration, Schema } from 'electrodb';

/*
 * The single table's entities, one file each; docs/data-model.md has the keys and the access pattern each index
 * serves. Every tenant-owned entity has the tenant as a key composite (pk 'T#<tenant>' and GSI pks starting
 * 'T#<tenant>#'), and routes take it from the verified session only.
 */

export * from './keys';
export * from './cliente';
export * from './usuario';
export * from './sessao';
export * from './empresa';
export * from './empresa-email';
export * from './fdt';
export * from './ghe';
export * from './funcao';
export * from './exame';
export * from './medico';
export * from './pcmso-revisao';
export * from './pcmso-exame';
export * from './funcionario';
export * from './funcionario-transferencia';
export * from './funcionario-importacao';
export * from './credenciada';
export * from './parceiro';
export * from './profissional';
export * from './risco';
export * from './tabela-preco';
export * from './tabela-preco-exame';
export * from './consulta-externa';
export * from './consulta';
export * from './consulta-exame';
export * from './acompanhamento';
export * from './consulta-lote';
export * from './contador';
export * from './upload';
export * from './upload-pagina';
export * from './unico';
export * from './certificado';
export * from './certificado-vinculo';
export * from './esocial-config';
export * from './esocial-empresa-desativada';
export * from './evento-esocial';
export * from './lote-esocial';
export * from './processo-esocial';
export * from './lote-destinatario';
export * from './link-arquivo';
export * from './tarefa-log';
export * from './conta-email';
export * from './email-envio';
export * from './femo';

/**
 * The same entity on another client or table: for code that brings its own DynamoDB client (the local seed,
 * scripts). Functions use the entities as exported, which follow the environment.
 *
 * @example const empresasNoSeed = boundEntity(empresas(), { client, table: tableName });
 */
export function boundEntity<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  entity: Entity<A, F, C, S>,
  config: EntityConfiguration,
): Entity<A, F, C, S> {
  return new Entity(entity.schema, config);
}
export * from './liberacao';
export * from './senha-reset';
export * from './conclusao-tecnica';
export * from './epi';
export * from './ltcat-modelo-conteudo';
export * from './fator-risco';
export * from './laboratorio';
export * from './fator-risco-laboratorio';
export * from './ltcat';
export * from './tabela-dinamica';
export * from './tabela-dinamica-categoria';
export * from './tabela-dinamica-coluna';
export * from './ltcat-ghe';
