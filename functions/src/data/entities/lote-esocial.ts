import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';
import { eventoLayouts } from './evento-esocial';

/**
 * An eSocial lote (spec 2 §3 "Batch"): at most 50 events of one company and one layout, as the web service takes
 * them (one employer, one group), numbered per tenant. The events are listed on it (`eventoIds`, bounded by 50);
 * each transmission is a process (processo-esocial.ts) and the lote keeps the latest one's mode, status and
 * protocol for the list. `situacao` says whether a process is still in flight, so the daily check finds the lotes
 * to poll. The file (`arquivoKey`) is the EnvioLoteEventos document last written for it.
 */
export const lotesEsocial = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'loteEsocial', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          numero: { type: 'number', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          empresaNome: { type: 'string', required: true },
          empresaNomeFantasia: { type: 'string' },
          empresaCnpj: { type: 'string', required: true, validate: valid.cnpj },
          layout: { type: eventoLayouts, required: true, readOnly: true },
          avulso: { type: 'boolean', default: false },
          eventoIds: { type: 'list', items: { type: 'string' }, required: true },
          /** The employees of its events, for the list's Trabalhador filter. */
          funcionarioIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          totalEvento: { type: 'number', required: true },
          totalEventoEnviado: { type: 'number', default: 0 },
          totalEventoErro: { type: 'number', default: 0 },
          arquivoKey: { type: 'string' },
          arquivoNome: { type: 'string' },
          /** The latest process. */
          processosCount: { type: 'number', default: 0 },
          modo: { type: ['INC', 'ALT', 'EXC'] as const },
          status: { type: 'number' },
          msg: { type: 'string' },
          protocolo: { type: 'string' },
          ultimoProcessoId: { type: 'string' },
          situacao: { type: ['pronto', 'enviando', 'aguardando', 'concluido'] as const, required: true, default: 'pronto' },
          /** The generation request that made it (a redelivered message finds its lotes). */
          origemId: { type: 'string' },
          usuarioId: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
          deletedAt: { type: 'string' },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'ESOCIAL_LOTE#${id}', casing: 'none' },
          },
          byEmpresa: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#ESOCIAL_LOTE',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
          byData: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['tenant'], template: 'T#${tenant}#ESOCIAL_LOTE', casing: 'none' },
            sk: { field: 'gsi2sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type LoteEsocialItem = EntityItem<ReturnType<typeof lotesEsocial>>;
