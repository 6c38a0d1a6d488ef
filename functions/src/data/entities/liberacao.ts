import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { consultaStatus } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

const statusIds = Object.values(consultaStatus);
const idConPadding = { length: 10, char: '0' };
const campos = ['arquivo_aso', 'arquivo_femo', 'arquivo_exame'] as const;

/**
 * A release or a cancellation of a definitive consultation (spec 1 §3 "Release form", "Cancellation"; the release
 * modal's 'Histórico de Liberação'): what was decided, by whom, with which files and altered exams. Kept under the
 * consultation's number so its history is one Query from 'LIBERACAO#<idCon>#'; the id is a ULID, so that Query is
 * chronological. Written in the same transaction as the consultation's new status.
 */
export const liberacoes = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'liberacao', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          idCon: { type: 'number', required: true, readOnly: true, padding: idConPadding },
          id: { type: 'string', required: true, readOnly: true },
          tipo: { type: ['liberacao', 'cancelamento'] as const, required: true, readOnly: true },
          tipoStatus: { type: 'number', required: true, readOnly: true, validate: valid.oneOf(statusIds) },
          aptidao: { type: 'number', readOnly: true },
          teAlt: { type: 'number', readOnly: true },
          teEsp: { type: 'number', readOnly: true },
          teEle: { type: 'number', readOnly: true },
          teAli: { type: 'number', readOnly: true },
          obs: { type: 'string', readOnly: true },
          /** The area the user acted from (credenciada, empresa, web). */
          area: { type: 'string', required: true, readOnly: true },
          usuarioId: { type: 'string', required: true, readOnly: true },
          usuarioNome: { type: 'string', required: true, readOnly: true },
          arquivos: {
            type: 'list',
            readOnly: true,
            default: () => [],
            items: {
              type: 'map',
              properties: {
                campo: { type: campos, required: true },
                uploadId: { type: 'string', required: true },
                nome: { type: 'string', required: true },
                chave: { type: 'string', required: true },
              },
            },
          },
          examesAlterados: {
            type: 'list',
            readOnly: true,
            default: () => [],
            items: { type: 'map', properties: { id: { type: 'string', required: true }, nome: { type: 'string', required: true } } },
          },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
        },
        indexes: {
          byConsulta: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['idCon', 'id'], template: 'LIBERACAO#${idCon}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type LiberacaoItem = EntityItem<ReturnType<typeof liberacoes>>;

/**
 * An attachment slot of a release (arquivo_aso, arquivo_femo, arquivo_exame): the presigned POST handed to the
 * browser for one file, what it declared (name, size, content type) and where it goes, so the release can find
 * the object and check it (HeadObject) before using it. Unused slots expire with the table's TTL (one day); the
 * object itself stays under the consultation's folder.
 */
export const liberacaoArquivos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'liberacaoArquivo', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          idCon: { type: 'number', required: true, readOnly: true, padding: idConPadding },
          id: { type: 'string', required: true, readOnly: true },
          campo: { type: campos, required: true, readOnly: true },
          nome: { type: 'string', required: true, readOnly: true },
          tamanho: { type: 'number', required: true, readOnly: true },
          contentType: { type: 'string', required: true, readOnly: true },
          bucket: { type: 'string', required: true, readOnly: true },
          chave: { type: 'string', required: true, readOnly: true },
          usuarioId: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
          /** Epoch seconds (DynamoDB TTL); removed once a release uses the file. */
          ttl: { type: 'number' },
        },
        indexes: {
          byConsulta: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['idCon', 'id'], template: 'LIBERACAO_ARQUIVO#${idCon}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type LiberacaoArquivoItem = EntityItem<ReturnType<typeof liberacaoArquivos>>;
