import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { documentTypes, uploadTypes } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/** Where an upload is in its pipeline (docs/api/aso-upload.md "Upload lifecycle"). */
export const uploadEtapas = ['aguardando_arquivo', 'recebido', 'dividindo', 'dividido', 'identificado', 'falha'] as const;
export type UploadEtapa = (typeof uploadEtapas)[number];

/**
 * An uploaded ASO file (spec 2 §3 "Upload"). A browser upload is created by the API before the file exists
 * (uploadId a ULID, status 'aguardando_arquivo', key upload/{tenant}/{uploadId}/{name}); a file dropped in the drop
 * bucket is created by the aso-split worker on arrival (uploadId a hash of bucket, key and ETag, so duplicate
 * events land on one record). The worker claims it ('dividindo'), writes its pages ('dividido'), and the
 * aso-identify worker counts each page once (`paginasFeitas`) until it is 'identificado'. byData lists a tenant's
 * uploads newest first ('Histórico de Uploads'). The pages are upload-pagina.ts.
 */
export const uploads = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'upload', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          uploadId: { type: 'string', required: true, readOnly: true },
          /** Which bucket folder it came through: 'drop' (other systems) or 'upload' (the browser). */
          source: { type: 'string', required: true, readOnly: true },
          bucket: { type: 'string', required: true, readOnly: true },
          key: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          /** Size and ETag of the object processed; set when the file arrives. */
          size: { type: 'number' },
          eTag: { type: 'string' },
          contentType: { type: 'string' },
          status: { type: uploadEtapas, required: true, default: 'recebido' },
          /** 80 when the file itself failed; otherwise the upload's status follows its page counters. */
          tipoStatus: { type: 'number' },
          /** 86 automatic identification, 87 manual. */
          tipo: { type: 'number', validate: valid.oneOf(Object.values(uploadTypes)) },
          /** Document type, 82 ASO, 83 medical record. */
          documento: { type: 'number', validate: valid.oneOf([...Object.values(documentTypes), 84, 88]) },
          /** Join into the consultation's medical record instead of replacing it (document type 83). */
          juntar: { type: 'boolean', default: false },
          /** The manual form's target (tipo 87), with the names shown in the history. */
          empresaId: { type: 'string' },
          empresaNome: { type: 'string' },
          funcionarioId: { type: 'string' },
          funcionarioNome: { type: 'string' },
          idCon: { type: 'number' },
          /** The tenant's upload number ('lote'), from the 'uploadLote' counter. */
          lote: { type: 'number' },
          paginas: { type: 'number' },
          /** Pages the identify worker has counted, each once whatever the redeliveries. */
          paginasFeitas: { type: 'set', items: 'number' },
          paginasIdentificadas: { type: 'number', default: 0 },
          paginasVinculadas: { type: 'number', default: 0 },
          paginasPendentes: { type: 'number', default: 0 },
          /** What the operator reads: the failure reason, or the outcome of the pages. */
          obs: { type: 'string' },
          usuarioId: { type: 'string' },
          usuarioNome: { type: 'string' },
          lastError: { type: 'string' },
          attempts: { type: 'number' },
          failedAt: { type: 'string' },
          concluidoEm: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
          deletedAt: { type: 'string' },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['uploadId'], template: 'UPLOAD#${uploadId}', casing: 'none' },
          },
          byData: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['tenant'], template: 'T#${tenant}#UPLOAD', casing: 'none' },
            sk: {
              field: 'gsi1sk',
              composite: ['createdAt', 'uploadId'],
              template: '${createdAt}#${uploadId}',
              casing: 'none',
            },
          },
        },
      },
      tableConfig(),
    ),
);

export type UploadItem = EntityItem<ReturnType<typeof uploads>>;
