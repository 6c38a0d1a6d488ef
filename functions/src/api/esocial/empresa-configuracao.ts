import {
  empresaEsocialFormSchema,
  esocialTransmitirSemGerarMessage,
  esocialUltimaEmpresaMessage,
  recordSavedMessage,
  type EmpresaEsocial,
} from '@ocupacional/shared';
import { esocialConfigs, type EsocialConfigItem } from '../../data/entities/esocial-config';
import { registrarTenantEsocial } from '../../data/esocial/arquivos';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { empresaVisivel, param, sessaoDe } from './scope';

/*
 * The company record's eSocial tab (issue 14; web route empresas/editar/{id}): this company's part in the tenant's
 * automatic sending (esocial/configuracao, configuracao.ts): its events generated and put in lotes by the daily check
 * (empresaIds) and its lotes also transmitted (empresasProcessarIds). The save changes only this company's
 * membership, over the configuration's version the tab read (409 otherwise), with the configuration screen's rules:
 * a company transmitted is also generated, and an active sending keeps at least one company. The tenant's switch and
 * start date stay the configuration screen's. Every web-area user, as that screen (no permission number).
 */

function parteDaEmpresa(empresaId: string, config: EsocialConfigItem | null): EmpresaEsocial {
  return {
    id_empresa: empresaId,
    versao: versaoDe(config),
    envio_ativo: config?.ativo ? 1 : 0,
    data_inicio: config?.dataInicio ?? null,
    gerar: (config?.empresaIds ?? []).includes(empresaId) ? 1 : 0,
    transmitir: (config?.empresasProcessarIds ?? []).includes(empresaId) ? 1 : 0,
  };
}

/** GET empresa/{id}/esocial: the company's part in the automatic sending; 404 for no live company of the tenant. */
export const obterEsocialDaEmpresa: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const empresa = await empresaVisivel(session, param(event, 'id'));
  const { data } = await esocialConfigs().get({ tenant: session.tenant }).go();
  return respond(200, 'OK', parteDaEmpresa(empresa.id, data));
};

const campo = (field: string, message: string) => new HttpError(400, validationFailedMessage, { fields: { [field]: [message] } });

/** Adds or removes `id` from `ids`, keeping the others and their order. */
const comOuSem = (ids: readonly string[], id: string, dentro: boolean) => (dentro ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((other) => other !== id));

/** POST empresa/{id}/esocial/editar {versao, gerar, transmitir}: this company's membership only. */
export const salvarEsocialDaEmpresa: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const empresa = await empresaVisivel(session, param(event, 'id'));
  const body = parseBody(event, empresaEsocialFormSchema);
  // 0: no configuration saved yet; the first save creates it, inactive.
  const lida = versaoLida(body.versao);
  const { data: atual } = await esocialConfigs().get({ tenant: session.tenant }).go();
  exigirVersao(atual, lida);
  if (body.transmitir === 1 && body.gerar !== 1) throw campo('transmitir', esocialTransmitirSemGerarMessage);
  const empresaIds = comOuSem(atual?.empresaIds ?? [], empresa.id, body.gerar === 1);
  const processarIds = comOuSem(atual?.empresasProcessarIds ?? [], empresa.id, body.transmitir === 1);
  if (atual?.ativo && empresaIds.length === 0) throw campo('gerar', esocialUltimaEmpresaMessage);
  await gravarNaVersao(() =>
    esocialConfigs()
      .put({
        tenant: session.tenant,
        ativo: atual?.ativo ?? false,
        empresaIds,
        empresasProcessarIds: processarIds,
        ...(atual?.dataInicio ? { dataInicio: atual.dataInicio } : {}),
        usuarioId: session.usuario.id,
        usuarioNome: session.usuario.nome,
        versao: proximaVersao(lida),
      })
      .where(naVersao(lida))
      .go(),
  );
  await registrarTenantEsocial(session.tenant);
  const { data } = await esocialConfigs().get({ tenant: session.tenant }).go();
  return respond(200, recordSavedMessage, parteDaEmpresa(empresa.id, data));
};
