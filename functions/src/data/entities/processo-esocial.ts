import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/** An occurrence of the web service: code, description and where (spec 2 §3 log_retorno). */
const ocorrencia = {
  type: 'map',
  properties: {
    codigo: { type: 'number' },
    descricao: { type: 'string' },
    tipo: { type: 'number' },
    localizacao: { type: 'string' },
  },
} as const;

/**
 * One transmission of a lote (spec 2 §3 "Batch process"): its mode (INC, ALT, EXC), status (0 waiting to be sent,
 * 101 waiting for the web service, 201 processed, else the web service's answer code or 500 when it could not be
 * reached), message, protocol and reception date, and the result of each event (`logRetorno`). The SOAP request
 * and response documents are kept in S3 (`*Key`). Keyed under the lote with a time-sortable id: the latest
 * process is the first of a descending read.
 */
export const processosEsocial = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'processoEsocial', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          loteId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          modo: { type: ['INC', 'ALT', 'EXC'] as const, required: true, readOnly: true },
          status: { type: 'number', required: true, default: 0 },
          msg: { type: 'string' },
          protocolo: { type: 'string' },
          /** dhRecepcao of the web service. */
          dataRecepcao: { type: 'string' },
          dataEnvio: { type: 'string' },
          /** The events sent in this process (for EXC, the S-3000 events written for it). */
          eventoIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          envioRequestKey: { type: 'string' },
          envioResponseKey: { type: 'string' },
          consultaRequestKey: { type: 'string' },
          consultaResponseKey: { type: 'string' },
          /** Polls made so far (the backoff of the esocial worker). */
          consultas: { type: 'number', default: 0 },
          logRetorno: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                cdResposta: { type: 'number' },
                descResposta: { type: 'string' },
                uid: { type: 'string' },
                recibo: { type: 'string' },
                eventoId: { type: 'string' },
                funcionario: { type: 'string' },
                ocorrencias: { type: 'list', items: ocorrencia },
              },
            },
            default: () => [],
          },
          /** The web service's occurrences about the lote itself. */
          ocorrencias: { type: 'list', items: ocorrencia, default: () => [] },
          usuarioId: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
        },
        indexes: {
          byLote: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['loteId', 'id'],
              template: 'ESOCIAL_PROCESSO#${loteId}#${id}',
              casing: 'none',
            },
          },
        },
      },
      tableConfig(),
    ),
);

export type ProcessoEsocialItem = EntityItem<ReturnType<typeof processosEsocial>>;
