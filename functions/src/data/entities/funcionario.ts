import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, searchText, valid } from './keys';

/**
 * An employee of a client company (spec 1 §3). The CPF is unique within the tenant: byCpf answers the
 * 'already registered' check, and a confirmed transfer (created_user 1) moves the employee to the caller's
 * company by setting empresaId, which ElectroDB rewrites into the byEmpresa key with it.
 */
export const funcionarios = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'funcionario', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true },
          nome: { type: 'string', required: true },
          /** 11 digits, no mask. */
          cpf: { type: 'string', required: true, validate: valid.cpf },
          rg: { type: 'string' },
          dtNas: { type: 'string', required: true, validate: valid.isoDate },
          /** Type list 59. */
          sexo: { type: 'number', required: true },
          email: { type: 'string' },
          telRes: { type: 'string' },
          telCel: { type: 'string' },
          fdtId: { type: 'string', required: true },
          funcaoId: { type: 'string', required: true },
          /** Required only when the front has a PCMSO. */
          gheId: { type: 'string' },
          pis: { type: 'string' },
          mat: { type: 'string' },
          ctNum: { type: 'string' },
          ctSerie: { type: 'string' },
          ctUf: { type: 'string' },
          cep: { type: 'string' },
          end: { type: 'string' },
          num: { type: 'string' },
          bairro: { type: 'string' },
          comp: { type: 'string' },
          idEstado: { type: 'string' },
          idCidade: { type: 'string' },
          obs: { type: 'string' },
          pcd: { type: 'boolean', default: false },
          /** Set by consultations: the employee already had that ASO type; dem also means dismissed (DEMITIDO). */
          adm: { type: 'boolean', default: false },
          aposAdm: { type: 'boolean', default: false },
          dem: { type: 'boolean', default: false },
          /** The user who registered (or last transferred) the employee. */
          usuarioId: { type: 'string' },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['nome', 'cpf', 'mat'],
            set: (_, item) => searchText(item.nome, item.cpf, item.mat),
          },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'FUNCIONARIO#${id}', casing: 'none' },
          },
          byCpf: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'cpf'],
              template: 'T#${tenant}#FUNCIONARIO_CPF#${cpf}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'FUNCIONARIO#${id}', casing: 'none' },
          },
          byEmpresa: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#FUNCIONARIO',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['id'], template: 'FUNCIONARIO#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type FuncionarioItem = EntityItem<ReturnType<typeof funcionarios>>;
