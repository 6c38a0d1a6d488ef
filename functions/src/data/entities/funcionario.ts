import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, nameKey, nameSortKey, searchText, valid } from './keys';

/** Where an employee stands in its company's lists: live ones are listed, soft-deleted ones never. */
export type FuncionarioLista = 'vivo' | 'excluido';
/** The list's status filter (spec 1 §2: ATIVO or DEMITIDO), or deleted. */
export type FuncionarioSituacao = 'ativo' | 'demitido' | 'excluido';

// The sort-key forms of names live with the other key parts (keys.ts); re-exported for the employee list.
export { nameKey, nameSortKey };

/** Items without a registration number sort under this key in byEmpresaMatricula, which no search prefix matches. */
export const noMatricula = '~';

export const listaOf = (item: { deletedAt?: string | undefined }): FuncionarioLista => (item.deletedAt ? 'excluido' : 'vivo');
export const situacaoOf = (item: { deletedAt?: string | undefined; dem?: boolean | undefined }): FuncionarioSituacao =>
  item.deletedAt ? 'excluido' : item.dem ? 'demitido' : 'ativo';

/**
 * The key attributes of an employee as it stands, for a patch that changes one of them (ElectroDB rebuilds a key only
 * from every part of it): pass to `.composite()`, what the patch itself sets wins.
 */
export function funcionarioKeyParts(item: Pick<FuncionarioItem, 'empresaId' | 'nome' | 'cpf' | 'mat' | 'dem' | 'deletedAt'>) {
  return {
    empresaId: item.empresaId,
    cpf: item.cpf,
    nomeChave: nameSortKey(item.nome),
    matChave: nameKey(item.mat) || noMatricula,
    lista: listaOf(item),
    situacao: situacaoOf(item),
  };
}

/**
 * An employee of a client company (spec 1 §3). The CPF is unique within the tenant: byCpf answers the
 * 'already registered' check, and a confirmed transfer (created_user 1) moves the employee to the caller's
 * company by setting empresaId, which ElectroDB rewrites into the company's keys with it.
 *
 * The company's list (GET funcionario/0, issue 17) reads one page of one index: byEmpresa (live ones by name: the
 * default view and the name prefix search), byEmpresaSituacao (the ATIVO / DEMITIDO filter, by name), byEmpresaCpf
 * and byEmpresaMatricula (prefix searches). The key parts nomeChave, matChave, lista and situacao are derived from
 * nome, mat, deletedAt and dem by ElectroDB's watchers; a patch of dem or deletedAt alone must pass the other parts
 * with `.composite(funcionarioKeyParts(item))` (docs/data-model.md "Issue 17: employees").
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
          /** Admission date (S-2200), 'yyyy-mm-dd': the start of the exposure an admission's S-2240 reports (issue 13). */
          dtAdm: { type: 'string', validate: valid.isoDate },
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
          // Key parts (hidden: what the lists sort and search by). A value a write passes wins over the derived one.
          nomeChave: {
            type: 'string',
            hidden: true,
            watch: ['nome'],
            set: (value, item) => (typeof value === 'string' && value ? value : nameSortKey(item.nome as string | undefined)),
          },
          matChave: {
            type: 'string',
            hidden: true,
            watch: ['mat'],
            set: (value, item) => (typeof value === 'string' && value ? value : nameKey(item.mat as string | undefined) || noMatricula),
          },
          lista: {
            type: ['vivo', 'excluido'] as const,
            hidden: true,
            watch: ['deletedAt'],
            set: (value?: FuncionarioLista, item?: { deletedAt?: string }) => value ?? listaOf(item ?? {}),
          },
          situacao: {
            type: ['ativo', 'demitido', 'excluido'] as const,
            hidden: true,
            watch: ['dem', 'deletedAt'],
            set: (value?: FuncionarioSituacao, item?: { deletedAt?: string; dem?: boolean }) => value ?? situacaoOf(item ?? {}),
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
            sk: { field: 'gsi2sk', composite: ['lista', 'nomeChave', 'id'], template: '${lista}#${nomeChave}#${id}', casing: 'none' },
          },
          byEmpresaSituacao: {
            index: 'gsi3',
            pk: {
              field: 'gsi3pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#FUNCIONARIO_SITUACAO',
              casing: 'none',
            },
            sk: { field: 'gsi3sk', composite: ['situacao', 'nomeChave', 'id'], template: '${situacao}#${nomeChave}#${id}', casing: 'none' },
          },
          byEmpresaCpf: {
            index: 'gsi4',
            pk: {
              field: 'gsi4pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#FUNCIONARIO_CPF',
              casing: 'none',
            },
            sk: { field: 'gsi4sk', composite: ['lista', 'cpf', 'id'], template: '${lista}#${cpf}#${id}', casing: 'none' },
          },
          byEmpresaMatricula: {
            index: 'gsi5',
            pk: {
              field: 'gsi5pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#FUNCIONARIO_MAT',
              casing: 'none',
            },
            sk: { field: 'gsi5sk', composite: ['lista', 'matChave', 'id'], template: '${lista}#${matChave}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type FuncionarioItem = EntityItem<ReturnType<typeof funcionarios>>;
