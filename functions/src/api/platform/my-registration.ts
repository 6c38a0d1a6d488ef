import {
  dataUpdatedSuccessMessage,
  meuCadastroSchema,
  onlyDigits,
  wantsPasswordChange,
  type MeuCadastro,
} from '@ocupacional/shared';
import { credenciadas } from '../../data/entities/credenciada';
import { empresas } from '../../data/entities/empresa';
import { registryKeyParts } from '../../data/entities/keys';
import { parceiros } from '../../data/entities/parceiro';
import { usuarios } from '../../data/entities/usuario';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import {
  HttpError,
  endSessions,
  hashPassword,
  notFoundMessage,
  parseBody,
  respond,
  validationFailedMessage,
  verifyPassword,
  type RouteHandler,
  type SessionContext,
} from '../../platform';
import { requiredPlace } from '../../reference/required-place';

/*
 * Meu Cadastro (spec 1 §2, §7): the company, clinic or partner a user belongs to edits its own record and the user changes
 * its password. The CNPJ and the user's CPF are the login keys, so they are shown but not changed here.
 */

export const cnpjLockedMessage = 'O CNPJ não pode ser alterado. Entre em contato conosco.';
export const wrongCurrentPasswordMessage = 'Senha atual incorreta';

/** The point record (company, clinic or partner) of the session's user. */
async function pointRecord(session: SessionContext) {
  const key = { tenant: session.tenant, id: session.usuario.pointId ?? '' };
  const { data } =
    session.pointType === 'empresa'
      ? await empresas().get(key).go()
      : session.pointType === 'parceiro'
        ? await parceiros().get(key).go()
        : await credenciadas().get(key).go();
  if (!data || data.deletedAt) throw new HttpError(404, notFoundMessage);
  return data;
}

function sessionOf(context: { session?: SessionContext }): SessionContext {
  if (!context.session) throw new Error('meu-cadastro without a session');
  return context.session;
}

export const getMyRegistration: RouteHandler = async (_event, context) => {
  const session = sessionOf(context);
  const record = await pointRecord(session);
  const data: Partial<MeuCadastro> = {
    id: record.id,
    versao: versaoDe(record),
    nome: record.nome,
    cnpj: record.cnpj,
    cnae: record.cnae ?? '',
    ie: record.ie ?? '',
    cep: record.cep ?? '',
    end: record.end ?? '',
    num: record.num ?? '',
    comp: record.comp ?? null,
    bairro: record.bairro ?? '',
    id_estado: record.idEstado ?? '',
    id_cidade: record.idCidade ?? '',
    tel_com: record.telCom ?? '',
    tel_cel: record.telCel ?? null,
    email: record.email ?? null,
    site: record.site ?? null,
    resp: record.resp ?? null,
    ...('rNome' in record
      ? { r_obs: record.rObs ?? null, r_nome: record.rNome ?? null, r_email: record.rEmail ?? null, r_tel_com: record.rTelCom ?? null }
      : {}),
    u_nome: session.usuario.nome,
    u_cpf: session.usuario.cpf,
    u_email: session.usuario.email,
  };
  return respond(200, 'OK', data);
};

export const saveMyRegistration: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const body = parseBody(event, meuCadastroSchema);
  const lida = versaoLida(body.versao);
  const record = await pointRecord(session);
  exigirVersao(record, lida);
  if (onlyDigits(body.cnpj) !== record.cnpj) {
    throw new HttpError(400, validationFailedMessage, { fields: { cnpj: [cnpjLockedMessage] } });
  }
  const { uf, cidade } = requiredPlace(body);
  // Check the password before writing anything: a wrong one must change nothing.
  let senhaHash: string | undefined;
  if (wantsPasswordChange(body)) {
    if (!(await verifyPassword(body.senha_atual ?? '', session.usuario.senhaHash))) {
      throw new HttpError(400, validationFailedMessage, { fields: { senha_atual: [wrongCurrentPasswordMessage] } });
    }
    senhaHash = await hashPassword(body.senha_nova ?? '');
  }

  const common = {
    nome: body.nome,
    cnae: String(body.cnae),
    ie: body.ie,
    cep: onlyDigits(body.cep),
    end: body.end,
    num: body.num,
    bairro: body.bairro,
    idEstado: String(body.id_estado),
    idCidade: String(body.id_cidade),
    uf,
    cidade,
    telCom: body.tel_com,
    ...(body.comp ? { comp: body.comp } : {}),
    ...(body.tel_cel ? { telCel: body.tel_cel } : {}),
    ...(body.email ? { email: body.email } : {}),
    ...(body.site ? { site: body.site } : {}),
    ...(body.resp ? { resp: body.resp } : {}),
    // Written only over the version the form read (issue 12 item 3); the user's own fields follow it.
    versao: proximaVersao(lida),
  };
  const key = { tenant: session.tenant, id: record.id };
  await gravarNaVersao(async () => {
    if (session.pointType === 'empresa') {
      await empresas()
        .patch(key)
        .set({
          ...common,
          ...(body.r_obs ? { rObs: body.r_obs } : {}),
          ...(body.r_nome ? { rNome: body.r_nome } : {}),
          ...(body.r_email ? { rEmail: body.r_email } : {}),
          ...(body.r_tel_com ? { rTelCom: body.r_tel_com } : {}),
        })
        // The registry's list keys (issue 14) follow the name: a patch of it names every part of those keys.
        .composite(registryKeyParts(record, record.cnpj))
        .where(naVersao(lida))
        .go();
    } else if (session.pointType === 'parceiro') {
      await parceiros()
        .patch(key)
        .set(common)
        // The registry's list keys (issue 14, config/parceiros) follow the name, as the company's.
        .composite(registryKeyParts(record, record.cnpj))
        .where(naVersao(lida))
        .go();
    } else {
      await credenciadas().patch(key).set(common).where(naVersao(lida)).go();
    }
  });
  await usuarios()
    .patch({ tenant: session.tenant, id: session.usuario.id })
    .set({
      pointNome: body.nome,
      ...(body.u_nome ? { nome: body.u_nome } : {}),
      ...(body.u_email ? { email: body.u_email } : {}),
      ...(senhaHash ? { senhaHash } : {}),
    })
    .go();
  // A new password ends the user's other sessions (issue 12 item 1); this one stays.
  if (senhaHash) await endSessions(session.tenant, session.usuario.id, session.sid);
  return respond(200, dataUpdatedSuccessMessage, { id: record.id });
};
