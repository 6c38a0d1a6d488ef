import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { versaoAttribute } from './keys';

/**
 * An outgoing mail account of a tenant (spec 2 §3 "Mail account"): SMTP with a password, or Gmail through OAuth2.
 * Secrets (the SMTP password, the OAuth2 tokens) are stored encrypted with platform/secrets.ts, bound to the tenant,
 * the account and their purpose, and never leave the API. The tenant's accounts are one Query from 'CONTA_EMAIL#'.
 */
export const contasEmail = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'contaEmail', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          usuario: { type: 'string', required: true },
          email: { type: 'string', required: true },
          tipoAuth: { type: ['senha', 'oauth2'] as const, required: true },
          servidorSmtp: { type: 'string' },
          porta: { type: 'number', default: 0 },
          conexaoSeg: { type: ['tls', 'ssl', 'nenhuma'] as const, default: 'tls' },
          autenticacao: { type: 'number', default: 1 },
          tempoEspera: { type: 'number', default: 0 },
          /** Messages per package and seconds between packages (spec 2 §9: 50 and 600). */
          nMsgPct: { type: 'number', default: 50 },
          tEspPct: { type: 'number', default: 600 },
          /** The e-mail sectors (list 196) whose messages go through this account. */
          tipo: { type: 'list', items: { type: 'number' }, default: () => [] },
          senhaCifrada: { type: 'string' },
          /** OAuth2: tokens encrypted; expiry of the access token (ISO). */
          oauthAccessCifrado: { type: 'string' },
          oauthRefreshCifrado: { type: 'string' },
          oauthExpiraEm: { type: 'string' },
          /** Set when the provider refused the tokens: the account shows 'Erro na autorização'. */
          oauthErro: { type: 'string' },
          oauthTermosEm: { type: 'string' },
          busca: { type: 'string', hidden: true },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
          updatedAt: { type: 'string', default: () => new Date().toISOString() },
          deletedAt: { type: 'string' },
          ...versaoAttribute,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'CONTA_EMAIL#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type ContaEmailItem = EntityItem<ReturnType<typeof contasEmail>>;

/**
 * The current package of an account (spec 2 §9 "n_msg_pct messages per package, t_esp_pct seconds between
 * packages"): when it opened and how many messages it has taken. The mail-send worker claims a place in it with a
 * conditional update, so two workers never overfill a package. Kept apart from the account so sending does not
 * touch the record the screens edit.
 */
export const contaEmailPacotes = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'contaEmailPacote', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          contaId: { type: 'string', required: true, readOnly: true },
          /** Epoch milliseconds the package opened. */
          inicio: { type: 'number', required: true },
          enviados: { type: 'number', required: true },
        },
        indexes: {
          byConta: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['contaId'], template: 'CONTA_EMAIL_PACOTE#${contaId}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

/**
 * The state parameter of an OAuth2 authorization (spec 2 §4): bound to the account and to the session that asked,
 * used once (a conditional delete), expiring after 10 minutes (checked on read; TTL cleans up).
 */
export const oauthEstados = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'oauthEstado', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          state: { type: 'string', required: true, readOnly: true },
          contaId: { type: 'string', required: true, readOnly: true },
          sessaoId: { type: 'string', required: true, readOnly: true },
          redirectUri: { type: 'string', required: true, readOnly: true },
          /** PKCE verifier, sent with the code. */
          verifier: { type: 'string', required: true, readOnly: true },
          expiraEm: { type: 'number', required: true, readOnly: true },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byState: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['state'], template: 'OAUTH_ESTADO#${state}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);
