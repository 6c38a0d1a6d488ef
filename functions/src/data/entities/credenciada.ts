import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryKeyAttributes, searchText, valid } from './keys';

/**
 * An accredited clinic (credenciada) of the tenant's network. byLocal lists the network by state and city for the
 * new-consultation filters (begins_with 'SP#' or 'SP#Campinas#'); byCnpj finds a clinic by its CNPJ. `padrao`
 * marks the tenant's default provider: the back office's default list filter, and the only provider whose
 * consultations the back office may generate (spec 1 §2, §4); one clinic at most holds it (the claim
 * 'credenciadaPadrao'). The back office's list (issue 14) reads byNome (gsi3) and byCodigo (gsi4, CNPJ prefix): the
 * registry's keys with the list ('vivo'/'excluido') in the partition, so a write of the name alone (meu-cadastro)
 * rebuilds its sort key without knowing the list.
 */
export const credenciadas = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'credenciada', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          nomeFantasia: { type: 'string' },
          /** 14 digits, no mask. */
          cnpj: { type: 'string', required: true, validate: valid.cnpj },
          cnae: { type: 'string' },
          ie: { type: 'string' },
          cep: { type: 'string' },
          end: { type: 'string' },
          num: { type: 'string' },
          comp: { type: 'string' },
          bairro: { type: 'string' },
          idEstado: { type: 'string' },
          idCidade: { type: 'string' },
          /** State (UF, 2 letters) and city name: composites of byLocal. */
          uf: { type: 'string', required: true },
          cidade: { type: 'string', required: true },
          telCom: { type: 'string' },
          telCel: { type: 'string' },
          email: { type: 'string' },
          site: { type: 'string' },
          resp: { type: 'string' },
          padrao: { type: 'boolean', default: false },
          ativo: { type: 'boolean', default: true },
          /** The clinic's examining doctor, whom a release records on the ASO (issue 11; absent: the ASO waits). */
          medicoNome: { type: 'string' },
          medicoCrm: { type: 'string' },
          medicoCrmUf: { type: 'string' },
          /** The Configurações › Médicos record the doctor's fields were copied from (issue 14). */
          medicoId: { type: 'string' },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['nome', 'nomeFantasia', 'cidade'],
            set: (_, item) => searchText(item.nome, item.nomeFantasia, item.cidade),
          },
          ...registryKeyAttributes('cnpj'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'CREDENCIADA#${id}', casing: 'none' },
          },
          byCnpj: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'cnpj'],
              template: 'T#${tenant}#CREDENCIADA_CNPJ#${cnpj}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'CREDENCIADA#${id}', casing: 'none' },
          },
          byLocal: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['tenant'], template: 'T#${tenant}#CREDENCIADA', casing: 'none' },
            sk: {
              field: 'gsi2sk',
              composite: ['uf', 'cidade', 'id'],
              template: '${uf}#${cidade}#${id}',
              casing: 'none',
            },
          },
          byNome: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['tenant', 'lista'], template: 'T#${tenant}#CREDENCIADA_NOME#${lista}', casing: 'none' },
            sk: { field: 'gsi3sk', composite: ['nomeChave', 'id'], template: '${nomeChave}#${id}', casing: 'none' },
          },
          byCodigo: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['tenant', 'lista'], template: 'T#${tenant}#CREDENCIADA_CODIGO#${lista}', casing: 'none' },
            sk: { field: 'gsi4sk', composite: ['codigoChave', 'id'], template: '${codigoChave}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type CredenciadaItem = EntityItem<ReturnType<typeof credenciadas>>;
