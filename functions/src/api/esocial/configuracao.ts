import { esocialConfiguracaoSchema, invalidOptionMessage, recordSavedMessage, responsavelAmbientalSchema } from '@ocupacional/shared';
import { empresas, type EmpresaItem } from '../../data/entities/empresa';
import { esocialConfigs } from '../../data/entities/esocial-config';
import { registrarTenantEsocial } from '../../data/esocial/arquivos';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
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

/** A company's environmental responsible as the screen shows it (null fields before the first save). */
function responsavelDe(empresa: EmpresaItem) {
  const registro = empresa.responsavelAmbiental;
  return {
    id_empresa: empresa.id,
    empresa: { id: empresa.id, nome: empresa.nome, cnpj: empresa.cnpj },
    nome: registro?.nome ?? null,
    cpfResp: registro?.cpf ?? null,
    ideOC: registro?.ideOC ?? null,
    dscOC: registro?.dscOC ?? null,
    nrOC: registro?.nrOC ?? null,
    ufOC: registro?.ufOC ?? null,
  };
}

async function empresaViva(tenant: string, id: string): Promise<EmpresaItem | null> {
  const { data } = await empresas().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : null;
}

/** GET esocial/configuracao/responsavel-ambiental/{id}: the company's environmental responsible; 404 for no company. */
export const obterResponsavelAmbiental: RouteHandler = async (event, context) => {
  const empresa = await empresaViva(sessaoDe(context).tenant, event.pathParameters?.id ?? '');
  if (!empresa) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', responsavelDe(empresa));
};

/**
 * POST esocial/configuracao/responsavel-ambiental/salvar: records the company's environmental responsible, which its
 * automatic S-2240 names in respReg (required: without it the event keeps its finding and gets no XML, issue 13).
 */
export const salvarResponsavelAmbiental: RouteHandler = async (event, context) => {
  const { tenant } = sessaoDe(context);
  const body = parseBody(event, responsavelAmbientalSchema);
  const empresa = await empresaViva(tenant, body.id_empresa);
  if (!empresa) throw new HttpError(400, validationFailedMessage, { fields: { id_empresa: [invalidOptionMessage] } });
  const { data } = await empresas()
    .patch({ tenant, id: empresa.id })
    .set({
      responsavelAmbiental: {
        nome: body.nome,
        cpf: body.cpfResp,
        ideOC: body.ideOC,
        ...(body.dscOC ? { dscOC: body.dscOC } : {}),
        nrOC: body.nrOC,
        ufOC: body.ufOC,
      },
    })
    .go({ response: 'all_new' });
  return respond(200, recordSavedMessage, responsavelDe(data as EmpresaItem));
};
