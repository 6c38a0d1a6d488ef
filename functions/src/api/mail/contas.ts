import {
  contaEmailFormSchema,
  contaEmailListQuerySchema,
  contaEmailTesteSchema,
  idsRequestSchema,
  mailMessages,
  paginate,
  recordSavedMessage,
  recordsDeletedMessage,
} from '@ocupacional/shared';
import { contasEmail } from '../../data/entities/conta-email';
import { emailEnvios } from '../../data/entities/email-envio';
import { newId, searchText } from '../../data/entities/keys';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoLida } from '../../data/versao';
import { contaEmailView, findConta, sealAccountSecret } from '../../mail/accounts';
import { queueMail } from '../../mail/queue';
import { sendNow } from '../../mail/send';
import { HttpError, logger, notFoundMessage, parseBody, parseQuery, respond, sessionOf, type RouteHandler } from '../../platform';

/*
 * Mail accounts (spec 2 §2 "Mail accounts", §3, §5, §7; web route config/conta-email): list with search, the edit
 * modal's read and save, delete, and 'Enviar Email de Teste :: Conta'. Passwords are stored encrypted and never
 * answered; a blank password on edit keeps the stored one.
 */

/** GET conta-email (search, page, pagination). */
export const listContas: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const { search, page, pagination } = parseQuery(event, contaEmailListQuerySchema);
  const { data } = await contasEmail().query.byId({ tenant }).go({ pages: 'all' });
  const term = searchText(search);
  const rows = data
    .filter((conta) => !conta.deletedAt)
    .filter((conta) => !term || searchText(conta.nome, conta.email, conta.usuario).includes(term))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
    .map(contaEmailView);
  return respond(200, 'OK', paginate(rows, page, pagination));
};

function pathId(event: Parameters<RouteHandler>[0]): string {
  const id = event.pathParameters?.id;
  if (!id) throw new HttpError(404, notFoundMessage);
  return id;
}

/** GET conta-email/{id}: the edit modal's values (no secret). */
export const getConta: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const conta = await findConta(tenant, pathId(event));
  if (!conta) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', contaEmailView(conta));
};

/** POST conta-email/editar: create (no id) or edit; the answer carries the id the OAuth2 button needs. */
export const saveConta: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const form = parseBody(event, contaEmailFormSchema);
  const id = form.id ?? newId();
  const lida = versaoLida(form.versao, Boolean(form.id));
  if (form.id) {
    const existing = await findConta(tenant, form.id);
    if (!existing) throw new HttpError(404, notFoundMessage);
    exigirVersao(existing, lida);
  }
  const smtp = {
    servidorSmtp: form.servidor_smtp ?? '',
    porta: form.porta,
    conexaoSeg: form.conexao_seg ?? 'tls',
  };
  const attributes = {
    nome: form.nome,
    usuario: form.usuario,
    email: form.email,
    tipoAuth: form.tipo_auth,
    ...smtp,
    autenticacao: form.autenticacao,
    tempoEspera: form.tempo_espera,
    nMsgPct: form.n_msg_pct,
    tEspPct: form.t_esp_pct,
    tipo: form.tipo,
    busca: searchText(form.nome, form.email, form.usuario),
    updatedAt: new Date().toISOString(),
    // An OAuth2 account keeps no password; a password account's new password replaces the stored one.
    ...(form.tipo_auth === 'senha' && form.senha ? { senhaCifrada: await sealAccountSecret(tenant, id, 'conta-email-senha', form.senha) } : {}),
  };
  if (!form.id) {
    await contasEmail().create({ tenant, id, ...attributes }).go();
  } else {
    // Written only over the version the modal read (issue 12 item 3), never over an account deleted meanwhile.
    const patch = contasEmail().patch({ tenant, id }).set({ ...attributes, versao: proximaVersao(lida) });
    await gravarNaVersao(() =>
      (form.tipo_auth === 'oauth2' ? patch.remove(['senhaCifrada']) : patch)
        .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
        .where(naVersao(lida))
        .go(),
    );
  }
  const saved = await findConta(tenant, id);
  return respond(200, recordSavedMessage, saved ? contaEmailView(saved) : { id });
};

/** POST conta-email/deletar {ids}: soft delete, secrets dropped; an id not of the tenant answers 404, nothing deleted. */
export const deleteContas: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const { ids } = parseBody(event, idsRequestSchema);
  const found = await Promise.all(ids.map((id) => findConta(tenant, String(id))));
  if (found.some((conta) => !conta)) throw new HttpError(404, notFoundMessage);
  const deletedAt = new Date().toISOString();
  for (const conta of found) {
    if (!conta) continue;
    await contasEmail()
      .patch({ tenant, id: conta.id })
      .set({ deletedAt })
      .remove(['senhaCifrada', 'oauthAccessCifrado', 'oauthRefreshCifrado'])
      .go();
  }
  return respond(200, recordsDeletedMessage, { total: found.length });
};

/** What a failed account test answers, whatever the reason (the reason goes to the log). */
export const contaTesteFalhouMessage =
  'Não foi possível enviar o email de teste. Verifique o servidor, a porta, a conexão de segurança, o usuário e a senha da conta.';

/**
 * POST conta-email/testar {id, email} (permission 3): sends a real message through the account now, so the modal
 * can say whether the account works: 'Email enviado com sucesso', or 400 with a generic text.
 */
export const testConta: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const { id, email } = parseBody(event, contaEmailTesteSchema);
  const conta = await findConta(session.tenant, id);
  if (!conta) throw new HttpError(404, notFoundMessage);
  const envioId = await queueMail(
    {
      tenant: session.tenant,
      point: 'teste',
      pointId: conta.id,
      conta,
      to: email,
      subject: `Ocupacional - Email de teste da conta ${conta.nome}`,
      text: `Este é um email de teste enviado pela conta ${conta.nome} (${conta.email}).\n\nSe você o recebeu, a conta está configurada corretamente.`,
      usuarioId: session.usuario.id,
    },
    { queue: false },
  );
  const outcome = await sendNow(session.tenant, envioId);
  if (outcome.situacao === 'falha') {
    // The server's words (banners, socket errors) would tell what answers at any host and port: they go to the log
    // and the user reads one generic text (issue 12 item 5).
    logger.warn('mail account test failed', { tenant: session.tenant, contaId: conta.id, envioId, reason: outcome.erro });
    // The e-mail log lists test messages too ('teste'): it keeps the generic text, not the server's.
    await emailEnvios().patch({ tenant: session.tenant, id: envioId }).set({ erro: contaTesteFalhouMessage }).go();
    throw new HttpError(400, contaTesteFalhouMessage, { fields: {} });
  }
  return respond(200, mailMessages.emailEnviado, { id: envioId, situacao: outcome.situacao });
};
