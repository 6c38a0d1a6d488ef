import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { versaoAttribute } from './keys';

/** idCon of a page not linked to a consultation yet: those pages are the byConsulta partition of 0. */
export const paginaSemConsulta = 0;

/** How a page was linked; 'pendente' until the identify worker has read it. */
export const paginaIdentificacoes = ['qr', 'texto', 'cpf', 'formulario', 'manual', 'pendente'] as const;

/**
 * One page of an uploaded PDF (spec 2 §3 "Upload page"), linked to a company, employee and consultation by
 * identification or by hand. byUpload lists an upload's pages in order; byConsulta finds a consultation's pages
 * (its ASO and medical-record files), and with idCon 0 the pages still waiting for a link. Statuses 79 and 193 allow
 * e-mailing, 80 waits for a manual link (spec 2 §4); a page without tipoStatus has not been read yet.
 */
export const uploadPaginas = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'uploadPagina', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          uploadId: { type: 'string', required: true, readOnly: true },
          pagina: { type: 'number', required: true, readOnly: true, padding: { length: 4, char: '0' } },
          paginas: { type: 'number', required: true },
          idCon: { type: 'number', required: true, default: paginaSemConsulta, padding: { length: 10, char: '0' } },
          empresaId: { type: 'string' },
          empresaNome: { type: 'string' },
          funcionarioId: { type: 'string' },
          funcionarioNome: { type: 'string' },
          tipoDocumento: { type: 'number' },
          /** 79, 193 or 80; absent while the page waits for the identify worker. */
          tipoStatus: { type: 'number' },
          identificacao: { type: paginaIdentificacoes, default: 'pendente' },
          /** Why it was linked, or why it waits for a manual link (pt-BR). */
          motivo: { type: 'string' },
          /** Medical-record pages of a 'Juntar' upload are appended to the consultation's file, not replacing it. */
          juntar: { type: 'boolean' },
          /** The page's own PDF in the files bucket. */
          arquivo: { type: 'string' },
          sendEmailAt: { type: 'string' },
          usuarioId: { type: 'string' },
          usuarioNome: { type: 'string' },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
          deletedAt: { type: 'string' },
          /** Bumped by the manual link (issue 12 item 3); the identify worker's result leaves it. */
          ...versaoAttribute,
        },
        indexes: {
          byUpload: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['uploadId', 'pagina'],
              template: 'UPLOAD_PAGINA#${uploadId}#${pagina}',
              casing: 'none',
            },
          },
          byConsulta: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'idCon'],
              template: 'T#${tenant}#CONSULTA#${idCon}#PAGINA',
              casing: 'none',
            },
            sk: {
              field: 'gsi1sk',
              composite: ['uploadId', 'pagina'],
              template: '${uploadId}#${pagina}',
              casing: 'none',
            },
          },
        },
      },
      tableConfig(),
    ),
);

export type UploadPaginaItem = EntityItem<ReturnType<typeof uploadPaginas>>;
