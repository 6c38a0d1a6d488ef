import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, searchText, valid } from './keys';

/**
 * An A1 digital certificate (spec 2 §3 "Certificate"): what the PKCS#12 file says about its holder and validity,
 * the S3 key of the file (encrypted by platform/secrets.ts before it is stored) and the password, encrypted the
 * same way. Neither the file nor the password ever leaves through the API. The owner company (`empresaId`) is the
 * one whose users may link the certificate to other client companies (certificado-vinculo.ts); a tenant has a
 * handful, so the list is the partition read from 'CERTIFICADO#'.
 */
export const certificados = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'certificado', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          /** The owner company and its documents as they were when the certificate was saved. */
          empresaId: { type: 'string', required: true },
          empresaNome: { type: 'string', required: true },
          empresaCnpj: { type: 'string', required: true, validate: valid.cnpj },
          /** Type list 200: 201 A1 (the only kind a server can hold). */
          tipoCertificado: { type: 'number', required: true, default: 201 },
          /** The holder's name (CN without the ':CNPJ' suffix). */
          titular: { type: 'string', required: true },
          /** The holder's CNPJ (e-CNPJ) or CPF (e-CPF): the transmitter of the lotes it opens. */
          cnpj: { type: 'string', validate: valid.cnpj },
          cpf: { type: 'string', validate: valid.cpf },
          /** The person responsible for an e-CNPJ (the spec's representante). */
          representante: { type: 'string' },
          emissor: { type: 'string' },
          numeroSerie: { type: 'string', required: true },
          /** SHA-256 of the certificate's DER, hex. */
          impressaoDigital: { type: 'string', required: true },
          validadeInicio: { type: 'string', required: true, validate: valid.isoInstant },
          /** notAfter: the near-expiry warning reads it (fewer than 10 days left). */
          validade: { type: 'string', required: true, validate: valid.isoInstant },
          /** The encrypted PKCS#12 in the files bucket, under esocial/<tenant>/certificados/. */
          arquivoKey: { type: 'string', required: true },
          arquivoNome: { type: 'string', required: true },
          /** The password, encrypted (secrets.ts); never answered. */
          senhaCifrada: { type: 'string', required: true },
          /** Link the owner company automatically on save (spec 2 §3 vincular). */
          vincular: { type: 'boolean', default: true },
          usuarioId: { type: 'string' },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['titular', 'empresaNome', 'empresaCnpj', 'cnpj'],
            set: (_, item) => searchText(item.titular, item.empresaNome, item.empresaCnpj, item.cnpj),
          },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'CERTIFICADO#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type CertificadoItem = EntityItem<ReturnType<typeof certificados>>;
