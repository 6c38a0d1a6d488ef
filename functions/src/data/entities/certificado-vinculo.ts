import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/**
 * A client company linked to a certificate (spec 2 §3 "Certificate link"): the certificate transmits that
 * company's lotes. byCertificado lists a certificate's companies (20 per page, spec 2 §9); byEmpresa answers
 * "which certificates may transmit for this company" when a lote is sent. The company's names are copied so the
 * link table is one Query.
 */
export const certificadoVinculos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'certificadoVinculo', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          certificadoId: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          empresaNome: { type: 'string', required: true },
          empresaNomeFantasia: { type: 'string' },
          empresaCnpj: { type: 'string', required: true, validate: valid.cnpj },
          /** Made by the certificate's save (vincular 1) for its owner company. */
          automatico: { type: 'boolean', default: false },
          /**
           * Who made it: 'retaguarda' (the back office) or 'empresa' (a company user, to itself only). Absent on links
           * made before it was recorded; those transmit only for the certificate's own company (domain/certificado-vinculo.ts).
           */
          origem: { type: ['retaguarda', 'empresa'] as const },
          usuarioId: { type: 'string' },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
        },
        indexes: {
          byCertificado: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['certificadoId', 'empresaId'],
              template: 'CERT_VINCULO#${certificadoId}#${empresaId}',
              casing: 'none',
            },
          },
          byEmpresa: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#CERTIFICADO',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['certificadoId'], template: '${certificadoId}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type CertificadoVinculoItem = EntityItem<ReturnType<typeof certificadoVinculos>>;
