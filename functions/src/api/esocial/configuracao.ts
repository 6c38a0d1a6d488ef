import { esocialConfiguracaoSchema, invalidOptionMessage, recordSavedMessage } from '@ocupacional/shared';
import { empresas } from '../../data/entities/empresa';
import { esocialConfigs } from '../../data/entities/esocial-config';
import { registrarTenantEsocial } from '../../data/esocial/arquivos';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { sessaoDe } from './scope';

/*
 * The automatic sending (web route esocial/configuracao, spec 2 §3 "Configuration"): active switch, the companies
 * whose events the daily check generates and puts in lotes, the companies whose lotes it also transmits, and the
 * start date. The company fields are disabled while inactive, so an inactive save keeps the stored companies.
 */

async function empresasDe(tenant: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const { data } = await empresas()
    .get(ids.map((id) => ({ tenant, id })))
    .go();
  return data.filter((empresa) => !empresa.deletedAt).map((empresa) => ({ id: empresa.id, nome: empresa.nome, cnpj: empresa.cnpj }));
}

async function configuracaoDe(tenant: string) {
  const { data } = await esocialConfigs().get({ tenant }).go();
  return {
    id: tenant,
    versao: versaoDe(data),
    ativo: data?.ativo ? 1 : 0,
    empresas: await empresasDe(tenant, data?.empresaIds ?? []),
    empresas_processar: await empresasDe(tenant, data?.empresasProcessarIds ?? []),
    data_inicio: data?.dataInicio ?? null,
    usuario: data?.usuarioNome ?? null,
    updated_at: data?.updatedAt ?? null,
  };
}

export const obterConfiguracao: RouteHandler = async (_event, context) =>
  respond(200, 'OK', await configuracaoDe(sessaoDe(context).tenant));

export const salvarConfiguracao: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const body = parseBody(event, esocialConfiguracaoSchema);
  const lida = versaoLida(body.versao);
  const { data: atual } = await esocialConfigs().get({ tenant: session.tenant }).go();
  exigirVersao(atual, lida);
  const ativo = body.ativo === 1;
  const empresaIds = ativo ? body.empresas : (atual?.empresaIds ?? []);
  const processarIds = ativo ? body.empresas_processar : (atual?.empresasProcessarIds ?? []);
  const encontradas = await empresasDe(session.tenant, [...new Set([...empresaIds, ...processarIds])]);
  const fields: Record<string, string[]> = {};
  empresaIds.forEach((id, index) => {
    if (!encontradas.some((empresa) => empresa.id === id)) fields[`empresas.${index}`] = [invalidOptionMessage];
  });
  if (ativo && Object.keys(fields).length > 0) throw new HttpError(400, validationFailedMessage, { fields });
  // Written only over the version the screen read (issue 12 item 3; 0: no configuration yet).
  await gravarNaVersao(() =>
    esocialConfigs()
      .put({
        tenant: session.tenant,
        ativo,
        empresaIds,
        empresasProcessarIds: processarIds,
        dataInicio: body.data_inicio ?? atual?.dataInicio,
        usuarioId: session.usuario.id,
        usuarioNome: session.usuario.nome,
        versao: proximaVersao(lida),
      })
      .where(naVersao(lida))
      .go(),
  );
  await registrarTenantEsocial(session.tenant);
  return respond(200, recordSavedMessage, await configuracaoDe(session.tenant));
};
