import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { documentTypes, uploadTypes } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/**
 * An uploaded ASO file (spec 2 §3 "Upload"), the record the aso-split worker writes when the PDF lands in S3.
 * Its key is the one data/uploads.ts writes today (T#tenant / UPLOAD#<uploadId>, uploadId a hash of bucket, key
 * and ETag so redeliveries land on one record); byData lists a tenant's uploads newest first ('Histórico de
 * Uploads'). The pages are upload-pagina.ts.
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
          size: { type: 'number', required: true },
          eTag: { type: 'string', required: true, readOnly: true },
          contentType: { type: 'string' },
          /** Processing state of the file: 'recebido', 'dividido', 'falha'. */
          status: { type: 'string', required: true, default: 'recebido' },
          /** The page status of the upload as a whole (79, 80, 193). */
          tipoStatus: { type: 'number' },
          /** 86 automatic identification, 87 manual. */
          tipo: { type: 'number', validate: valid.oneOf(Object.values(uploadTypes)) },
          /** Document type, 82 ASO, 83 medical record. */
          documento: { type: 'number', validate: valid.oneOf([...Object.values(documentTypes), 84, 88]) },
          /** Join into one document (document type 83). */
          juntar: { type: 'boolean', default: false },
          /** The manual form's target (tipo 87). */
          empresaId: { type: 'string' },
          funcionarioId: { type: 'string' },
          idCon: { type: 'number' },
          lote: { type: 'number' },
          paginas: { type: 'number' },
          obs: { type: 'string' },
          usuarioId: { type: 'string' },
          lastError: { type: 'string' },
          attempts: { type: 'number' },
          failedAt: { type: 'string' },
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
