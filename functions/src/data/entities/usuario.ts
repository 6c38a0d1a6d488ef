import { Entity, type EntityItem } from 'electrodb';
import { pointTypes } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { nameSortKey, versaoAttribute, type RegistryLista } from './keys';

/** The point key of the web area's users, who have no pointId (issue 14: the users of one point). */
export const pontoWeb = 'web';

/**
 * A user of one area of one tenant. Logs in with cpf + the CNPJ of its point (its company, clinic or partner;
 * the provider's own CNPJ in the web area) + password, so the login index is keyed by exactly that.
 */
export const usuarios = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'usuario', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          pointType: { type: pointTypes, required: true, readOnly: true },
          /** The company, clinic or partner id the user belongs to (null in the web area). */
          pointId: { type: 'string' },
          pointNome: { type: 'string', required: true },
          pointCnpj: { type: 'string', required: true },
          cpf: { type: 'string', required: true },
          nome: { type: 'string', required: true },
          usuario: { type: 'string', required: true },
          email: { type: 'string', required: true },
          /** scrypt hash, see platform/passwords. Never leaves the server. */
          senhaHash: { type: 'string', required: true },
          /** SHA-256 of the user's one live password-recovery link (see senha-reset); a login or a newer link ends it. */
          senhaResetHash: { type: 'string' },
          isAdm: { type: 'boolean', default: false },
          isSadm: { type: 'boolean', default: false },
          acessoModulo: { type: 'list', items: { type: 'number' }, default: () => [] },
          acessoPermissao: { type: 'list', items: { type: 'number' }, default: () => [] },
          /** Session lifetime in hours; -1 means 720 (spec 1 §4). */
          sessao: { type: 'number', default: 8 },
          ativo: { type: 'boolean', default: true },
          /** Soft delete (issue 14): the user leaves the lists and can no longer log in (ativo false too). */
          deletedAt: { type: 'string' },
          ...versaoAttribute,
          /*
           * The list keys of the users of one point (issue 14), derived by ElectroDB's watchers: the name's sort key,
           * the point (pointId, or 'web') and the list the user is in. A patch that changes deletedAt, cpf or
           * pointCnpj passes the other key parts with `.composite(usuarioKeyParts(item))`.
           */
          nomeChave: {
            type: 'string',
            hidden: true,
            watch: ['nome'],
            set: (value: unknown, item: Record<string, unknown>) =>
              typeof value === 'string' && value ? value : nameSortKey(item.nome as string | undefined),
          },
          pontoChave: {
            type: 'string',
            hidden: true,
            watch: ['pointId'],
            set: (value: unknown, item: Record<string, unknown>) =>
              typeof value === 'string' && value ? value : ((item.pointId as string | undefined) ?? pontoWeb),
          },
          lista: {
            type: ['vivo', 'excluido'] as const,
            hidden: true,
            watch: ['deletedAt'],
            set: (value?: RegistryLista, item?: { deletedAt?: string }) => value ?? (item?.deletedAt ? 'excluido' : 'vivo'),
          },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'USUARIO#${id}', casing: 'none' },
          },
          byLogin: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'pointType', 'pointCnpj', 'cpf'],
              template: 'LOGIN#${tenant}#${pointType}#${pointCnpj}#${cpf}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'USUARIO#${id}', casing: 'none' },
          },
          /** The users of one point (a company, clinic, partner, or the web area's operators) by name, live ones apart. */
          byPonto: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['tenant', 'pointType', 'pontoChave', 'lista'],
              template: 'T#${tenant}#USUARIO_PONTO#${pointType}#${pontoChave}#${lista}',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['nomeChave', 'id'], template: '${nomeChave}#${id}', casing: 'none' },
          },
          /** The same users by CPF (a search of digits). */
          byPontoCpf: {
            index: 'gsi3',
            pk: {
              field: 'gsi3pk',
              composite: ['tenant', 'pointType', 'pontoChave', 'lista'],
              template: 'T#${tenant}#USUARIO_CPF#${pointType}#${pontoChave}#${lista}',
              casing: 'none',
            },
            sk: { field: 'gsi3sk', composite: ['cpf', 'id'], template: '${cpf}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type UsuarioEntityItem = EntityItem<ReturnType<typeof usuarios>>;

/** The key parts of a user as it stands, for `.composite()` on a patch that moves one of its list keys. */
export function usuarioKeyParts(item: { pointType: string; pointId?: string | undefined; pointCnpj: string; cpf: string; nome: string; deletedAt?: string | undefined }) {
  return {
    pointType: item.pointType as UsuarioEntityItem['pointType'],
    pointCnpj: item.pointCnpj,
    cpf: item.cpf,
    pontoChave: item.pointId ?? pontoWeb,
    nomeChave: nameSortKey(item.nome),
    lista: (item.deletedAt ? 'excluido' : 'vivo') as RegistryLista,
  };
}
