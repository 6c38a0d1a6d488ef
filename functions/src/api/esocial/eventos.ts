import {
  atualizarUidSchema,
  dataUpdatedSuccessMessage,
  deleteForbiddenMessage,
  esocialEventStatus,
  esocialLayouts,
  esocialMensagens,
  eventoAvulsoSchema,
  eventoCatSchema,
  eventoListQuerySchema,
  eventoStatus,
  empresaDesativadaMensagens,
  gerarXmlSchema,
  idsRequestSchema,
  invalidOptionMessage,
  invalidValueMessage,
  keyedPagination,
  permissions,
  recordSavedMessage,
  requiredMessage,
  todayInSaoPaulo,
  addDays,
  type EsocialLayout,
} from '@ocupacional/shared';
import { decisaoExclusao, passaMostrar, statusAposRecibo } from '../../domain/esocial-evento';
import { s2220Avulso, s2240Avulso, s3000Para, tpAmbDoCliente } from '../../domain/esocial-eventos';
import { ideEmpregadorDaInscricao, s2210Schema, type S2210Input } from '../../esocial/inputs';
import { nextNumber } from '../../data/entities/contador';
import { esocialConfigs } from '../../data/entities/esocial-config';
import { eventosEsocial, type EventoEsocialItem } from '../../data/entities/evento-esocial';
import { fdts } from '../../data/entities/fdt';
import { funcionarios } from '../../data/entities/funcionario';
import { ghes } from '../../data/entities/ghe';
import { instantKeyWindow, newId, searchText } from '../../data/entities/keys';
import { empresaDesativadaEm } from '../../data/esocial/empresas-desativadas';
import { atualizarXmlDoEvento, contarEvento, escreverXml, gerarEventosDasConsultas } from '../../data/esocial/eventos';
import { criarLote, loteCounter } from '../../data/esocial/lotes';
import { criarEventoExclusao, iniciarProcesso } from '../../data/esocial/transmissao';
import { listCounter, readCounters } from '../../data/list-counters';
import { readPage } from '../../data/list-page';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoLida } from '../../data/versao';
import { HttpError, isAdministrator, notFoundMessage, parseBody, parseQuery, respond, validationFailedMessage, type RouteHandler, type SessionContext } from '../../platform';
import { eventoDetalhe, eventoRow } from './linhas';
import {
  campoDoAvulso,
  comoRetificacao,
  enviarRetificacao,
  exigirRegras,
  exigirSemErros,
  loteDaRetificacao,
  mantidoNaRetificacao,
  regrasQuebradas,
  retificacaoMensagens,
} from './retificacao';
import { empresaDaSessao, empresaVisivel, exigirEmpresa, param, podeVerEmpresa, sessaoDe } from './scope';

/*
 * The events page and the manual events (spec 2 §2 "Events page", §3, §4, §5, §7): lists per layout with their
 * filters, the item log, XML download, generate/refresh XML, UID and receipt update, manual S-2220/S-2240, and
 * delete (a manual event never sent is removed; an accepted one is excluded by an S-3000 sent at once).
 */

function layoutDe(event: { pathParameters?: Record<string, string | undefined> }): EsocialLayout {
  const layout = param(event, 'layout');
  if (!(esocialLayouts as readonly string[]).includes(layout)) throw new HttpError(404, notFoundMessage);
  return layout as EsocialLayout;
}

/** An event the session may see, or 404. */
async function eventoVisivel(session: SessionContext, id: string): Promise<EventoEsocialItem> {
  const { data } = await eventosEsocial().get({ tenant: session.tenant, id }).go();
  if (!data || data.deletedAt || !podeVerEmpresa(session, data.empresaId)) throw new HttpError(404, notFoundMessage);
  return data;
}

/**
 * One page of an events list (issue 17). The default view (a layout, or the manual events, of the tenant or of one
 * company, all dates, newest first) is one page of one index: byLayout/byEmpresa (gsi2/gsi1) or the sparse
 * byAvulso/byEmpresaAvulso (gsi4/gsi5). An employee narrows to byFuncionario (gsi3, sk from the layout); a date
 * window is a range of the sort key. FDT, status, show option, automatic companies and search filter what the
 * reads bring (readPage stops after a few reads), and then no counter answers: total null.
 */
async function listar(session: SessionContext, layout: EsocialLayout | 'avulso', event: Parameters<RouteHandler>[0]) {
  const query = parseQuery(event, eventoListQuerySchema);
  const filtro = query.filter;
  const { tenant } = session;
  const propria = empresaDaSessao(session);
  const empresaId = propria ?? filtro.id_empresa ?? undefined;
  const window = filtro.created_at ? instantKeyWindow(filtro.created_at[0], filtro.created_at[1]) : undefined;
  let automaticas: string[] | undefined;
  let statusFiltro = filtro.id_tipo_status;
  if (filtro.envio_automatico === 1) {
    const { data: config } = await esocialConfigs().get({ tenant }).go();
    automaticas = config?.empresaIds ?? [];
    // Spec 2 §4: choosing the automatic-send companies sets the status filter.
    statusFiltro = statusFiltro?.length ? statusFiltro : [...esocialEventStatus.filtroEnvioAutomatico];
  }
  const termo = searchText(query.search);
  const porFuncionario = Boolean(filtro.id_funcionario);
  const index = porFuncionario ? 'gsi3' : layout === 'avulso' ? (empresaId ? 'gsi5' : 'gsi4') : empresaId ? 'gsi1' : 'gsi2';
  const consulta = () => {
    const eventos = eventosEsocial();
    if (porFuncionario) {
      const funcionarioId = filtro.id_funcionario as string;
      return layout === 'avulso' ? eventos.query.byFuncionario({ tenant, funcionarioId }) : eventos.query.byFuncionario({ tenant, funcionarioId, layout });
    }
    if (layout === 'avulso') return empresaId ? eventos.query.byEmpresaAvulso({ tenant, empresaId }) : eventos.query.byAvulso({ tenant });
    return empresaId ? eventos.query.byEmpresa({ tenant, empresaId, layout }) : eventos.query.byLayout({ tenant, layout });
  };
  const page = await readPage(tenant, query, index, (options) => {
    const base = consulta();
    // byFuncionario sorts by layout first: its date window is a filter, the others' a key range.
    const ranged = window && !porFuncionario ? base.between({ createdAt: window.start }, { createdAt: window.end }) : base;
    return ranged
      .where((attr, op) =>
        [
          op.notExists(attr.deletedAt),
          layout === 'avulso' && porFuncionario ? op.eq(attr.avulso, true) : '',
          porFuncionario && empresaId ? op.eq(attr.empresaId, empresaId) : '',
          porFuncionario && window ? `${op.gte(attr.createdAt, window.start)} AND ${op.lt(attr.createdAt, window.end)}` : '',
          filtro.id_fdt ? op.eq(attr.fdtId, filtro.id_fdt) : '',
          automaticas ? `(${automaticas.map((id) => op.eq(attr.empresaId, id)).join(' OR ') || op.eq(attr.empresaId, '-')})` : '',
          statusFiltro?.length ? `(${statusFiltro.map((status) => op.eq(attr.tipoStatus, status)).join(' OR ')})` : '',
          filtro.mostrar === 1 ? op.notExists(attr.xml) : filtro.mostrar === 2 ? op.exists(attr.xml) : '',
          termo
            ? `(${op.contains(attr.busca, termo)} OR ${op.contains(attr.uid, termo.toUpperCase())} OR ${op.contains(attr.recibo, termo)})`
            : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      )
      .go({ ...options, order: 'desc' });
  });
  // Conflicts (show options 3 and 4) are decided by rules over the item log, not by a stored value: on the page.
  const rows = page.items.filter((evento) => passaMostrar({ ...evento, erros: evento.erros ?? [], avisos: evento.avisos ?? [] }, filtro.mostrar)).map(eventoRow);
  const padrao =
    !porFuncionario && !window && !filtro.id_fdt && !automaticas && !statusFiltro?.length && !filtro.mostrar && !termo;
  let total: number | null = null;
  if (padrao) {
    const nome =
      layout === 'avulso'
        ? empresaId
          ? listCounter('esocial-avulsos', empresaId)
          : listCounter('esocial-avulsos')
        : empresaId
          ? listCounter('esocial-eventos', empresaId, layout)
          : listCounter('esocial-eventos', layout);
    total = (await readCounters(tenant, [nome])).get(nome) ?? 0;
  }
  return { data: rows, pagination: keyedPagination(query.page, query.pagination, total, page.next) };
}

export const listarEventos: RouteHandler = async (event, context) =>
  respond(200, 'OK', await listar(sessaoDe(context), layoutDe(event), event));

export const listarAvulsos: RouteHandler = async (event, context) =>
  respond(200, 'OK', await listar(sessaoDe(context), 'avulso', event));

export const detalharEvento: RouteHandler = async (event, context) => {
  const evento = await eventoVisivel(sessaoDe(context), param(event, 'id'));
  return respond(200, 'OK', eventoDetalhe(evento));
};

export const baixarXmlDoEvento: RouteHandler = async (event, context) => {
  const evento = await eventoVisivel(sessaoDe(context), param(event, 'id'));
  if (!evento.xml) throw new HttpError(404, esocialMensagens.downloadFalhou);
  return respond(200, 'OK', {
    contents: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${evento.xml}`, 'utf8').toString('base64'),
    filename: `${evento.layout}-${evento.uid ?? evento.id}.xml`,
    contentType: 'application/xml',
  });
};

function podeExcluirEnviados(session: SessionContext): boolean {
  return isAdministrator(session.usuario) || (session.usuario.acessoPermissao ?? []).includes(permissions.deletarEventoEsocial);
}

export const deletarEventos: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const layout = layoutDe(event);
  const { ids } = parseBody(event, idsRequestSchema);
  const eventos = await Promise.all(ids.map((id) => eventoVisivel(session, id)));
  if (eventos.some((evento) => evento.layout !== layout)) throw new HttpError(404, notFoundMessage);
  const decisoes = eventos.map((evento) => ({ evento, decisao: decisaoExclusao({ ...evento, erros: evento.erros ?? [] }) }));
  // Decide everything before changing anything: one refused event refuses the request.
  if (decisoes.some(({ decisao }) => decisao === 's3000')) throw new HttpError(400, esocialMensagens.s3000NaoExclui);
  if (decisoes.some(({ decisao }) => decisao === 'indisponivel')) throw new HttpError(400, esocialMensagens.arquivoIndisponivel);
  if (decisoes.some(({ decisao }) => decisao === 'exclusao') && !podeExcluirEnviados(session)) {
    throw new HttpError(403, deleteForbiddenMessage);
  }
  const tpAmb = tpAmbDoCliente(session.cliente.ambiente);
  let exclusoes = 0;
  for (const { evento, decisao } of decisoes) {
    if (decisao === 'local') {
      await eventosEsocial().patch({ tenant: session.tenant, id: evento.id }).set({ deletedAt: new Date().toISOString() }).go();
      await contarEvento(session.tenant, evento, -1);
      continue;
    }
    // An accepted event: an S-3000 with its receipt, in a lote of its own, sent now.
    const entrada = s3000Para({ layout: evento.layout, recibo: evento.recibo as string, empresaCnpj: evento.empresaCnpj, funcionarioCpf: evento.funcionarioCpf }, tpAmb);
    const origem = newId();
    const exclusao = await criarEventoExclusao(evento, entrada, origem, undefined, session.usuario.id);
    const xml = await escreverXml(entrada, [], session.tenant);
    await eventosEsocial().patch({ tenant: session.tenant, id: exclusao.id }).set({ erros: xml.erros, ...(xml.xml ? { xml: xml.xml, uid: xml.uid } : {}) }).go();
    const numero = await nextNumber(session.tenant, loteCounter);
    const lote = await criarLote(session.tenant, newId(), numero, { id: evento.empresaId, nome: evento.empresaNome, cnpj: evento.empresaCnpj }, 'S-3000', [exclusao], {
      usuarioId: session.usuario.id,
      origemId: origem,
    });
    if (lote) await iniciarProcesso(lote, 'INC', session.usuario.id);
    exclusoes += 1;
  }
  return respond(200, exclusoes > 0 ? esocialMensagens.exclusaoEnviada : esocialMensagens.eventoExcluido, { total: eventos.length, exclusoes });
};

export const gerarXml: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const layout = layoutDe(event);
  const body = parseBody(event, gerarXmlSchema);
  if (body.ids.length > 0) {
    const eventos = await Promise.all(body.ids.map((id) => eventoVisivel(session, id)));
    const atualizados = [];
    for (const evento of eventos) {
      // Never after a receipt, never an excluded event (spec 2 §4 refresh XML).
      if (evento.layout !== layout || evento.recibo || evento.tipoStatus === eventoStatus.excluido) {
        throw new HttpError(400, esocialMensagens.arquivoIndisponivel);
      }
      atualizados.push(eventoRow(await atualizarXmlDoEvento(evento)));
    }
    return respond(200, esocialMensagens.operacaoRealizada, { eventos: atualizados, criados: 0, atualizados: atualizados.length });
  }
  // Without ids: the events of the company's released ASOs that have none yet (S-2220, S-2240).
  const empresaId = empresaDaSessao(session) ?? body.id_empresa;
  if (!empresaId) throw new HttpError(400, validationFailedMessage, { fields: { id_empresa: [requiredMessage] } });
  await empresaVisivel(session, empresaId);
  if (layout !== 'S-2220' && layout !== 'S-2240') {
    throw new HttpError(400, validationFailedMessage, { fields: { layout: [invalidOptionMessage] } });
  }
  const hoje = todayInSaoPaulo();
  // A company disabled for eSocial (permission 310's list) gets no new events; its existing ones stay listed.
  if (await empresaDesativadaEm(session.tenant, empresaId, hoje)) throw new HttpError(400, empresaDesativadaMensagens.desativada);
  const janela = body.created_at ? { desde: body.created_at[0], ate: body.created_at[1] } : { desde: addDays(hoje, -365), ate: hoje };
  const resultado = await gerarEventosDasConsultas(session.tenant, empresaId, layout, janela, session.usuario.id);
  return respond(200, esocialMensagens.operacaoRealizada, {
    criados: resultado.criados,
    existentes: resultado.existentes,
    com_erros: resultado.comErros,
    ids: resultado.ids,
  });
};

export const atualizarUid: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const body = parseBody(event, atualizarUidSchema);
  const evento = await eventoVisivel(session, body.id);
  if (body.antigoUid && evento.uid && body.antigoUid !== evento.uid) {
    throw new HttpError(400, validationFailedMessage, { fields: { antigoUid: ['O UID informado não é o do evento'] } });
  }
  const { data } = await eventosEsocial()
    .patch({ tenant: session.tenant, id: evento.id })
    .set({
      uid: body.novoUid,
      tipoStatus: statusAposRecibo(evento.tipoStatus, body.novoRecibo),
      ...(body.novoRecibo ? { recibo: body.novoRecibo, reciboEm: new Date().toISOString() } : {}),
    })
    .go({ response: 'all_new' });
  return respond(200, dataUpdatedSuccessMessage, eventoRow(data as EventoEsocialItem));
};

export const salvarAvulso: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const body = parseBody(event, eventoAvulsoSchema(todayInSaoPaulo()));
  const empresa = await empresaVisivel(session, body.id_emp);
  exigirEmpresa(session, empresa.id);
  const { data: funcionario } = await funcionarios().get({ tenant: session.tenant, id: body.id_fun }).go();
  if (!funcionario || funcionario.deletedAt || funcionario.empresaId !== empresa.id) {
    throw new HttpError(400, validationFailedMessage, { fields: { id_fun: [invalidOptionMessage] } });
  }
  const fdtId = body.valor.id_fdt ?? funcionario.fdtId;
  const { data: fdt } = await fdts().get({ tenant: session.tenant, id: fdtId }).go();
  if (!fdt || fdt.empresaId !== empresa.id) {
    throw new HttpError(400, validationFailedMessage, { fields: { 'valor.id_fdt': [invalidOptionMessage] } });
  }
  const lida = versaoLida(body.versao, Boolean(body.id));
  const existente = body.id ? await eventoVisivel(session, body.id) : undefined;
  // An accepted event edited again is its rectification (issue 13 item 6): same layout and worker, sent in ALT.
  const loteRetificacao = existente ? await loteDaRetificacao(existente) : undefined;
  if (existente && (!existente.avulso || (existente.recibo && !loteRetificacao) || existente.tipoStatus === eventoStatus.aguardandoRetorno)) {
    throw new HttpError(400, esocialMensagens.arquivoIndisponivel);
  }
  if (loteRetificacao && (existente?.layout !== body.layout || existente.funcionarioId !== funcionario.id)) {
    throw new HttpError(400, validationFailedMessage, { fields: { id_fun: [invalidOptionMessage] } });
  }
  if (existente) exigirVersao(existente, lida);
  const ghe = funcionario.gheId ? (await ghes().get({ tenant: session.tenant, id: funcionario.gheId }).go()).data : null;
  const tpAmb = tpAmbDoCliente(session.cliente.ambiente);
  const trabalhador = {
    nome: funcionario.nome,
    cpf: funcionario.cpf,
    matricula: body.valor.matricula ?? funcionario.mat ?? null,
    categoria: body.valor.id_esocial_categoria ?? null,
  };
  const construido =
    body.layout === 'S-2220'
      ? s2220Avulso({
          tpAmb,
          empresaCnpj: empresa.cnpj,
          funcionario: trabalhador,
          consulta: body.consulta as NonNullable<typeof body.consulta>,
          medico: body.medico as NonNullable<typeof body.medico>,
          responsavelPcmso: body.responsavel_pcmso ?? null,
          exames: body.exames,
        })
      : s2240Avulso({
          tpAmb,
          empresaCnpj: empresa.cnpj,
          estabelecimentoCnpj: fdt.cnpj ?? null,
          setor: ghe?.descricao ?? fdt.descricao,
          funcionario: trabalhador,
          ambiente: body.ambiente as NonNullable<typeof body.ambiente>,
          responsavel: body.responsavel as NonNullable<typeof body.responsavel>,
          riscos: body.riscos.map((risco) => ({ ...risco, unMed: risco.unMed ?? null })),
        });
  // The rules the schemas cannot check (issue 13 item 7): a broken one answers 400 and nothing is written.
  exigirRegras(
    await regrasQuebradas(construido.entrada, {
      tenant: session.tenant,
      funcionarioId: funcionario.id,
      eventoId: existente?.id,
      categoria: trabalhador.categoria,
      admissao: funcionario.dtAdm ?? null,
    }),
    campoDoAvulso,
  );
  if (loteRetificacao) exigirSemErros(construido.erros, campoDoAvulso);
  const entrada = loteRetificacao && existente?.recibo ? comoRetificacao(construido.entrada, existente.recibo) : construido.entrada;
  const xml = await escreverXml(entrada, construido.erros, session.tenant);
  if (loteRetificacao) exigirSemErros(xml.erros, campoDoAvulso);
  const id = existente?.id ?? newId();
  // A new event, or an edit written only over the version the form read (issue 12 item 3).
  await gravarNaVersao(() =>
    eventosEsocial()
      .put({
        tenant: session.tenant,
        id,
        layout: body.layout,
        empresaId: empresa.id,
        empresaNome: empresa.nome,
        empresaCnpj: empresa.cnpj,
        funcionarioId: funcionario.id,
        funcionarioNome: funcionario.nome,
        funcionarioCpf: funcionario.cpf,
        fdtId: fdt.id,
        fdtDescricao: fdt.descricao,
        ...(ghe ? { gheId: ghe.id, gheDescricao: ghe.descricao } : {}),
        origem: 'avulso',
        avulso: true,
        entrada: JSON.stringify(entrada),
        formulario: JSON.stringify({ ...body, versao: undefined }),
        ...(xml.xml ? { xml: xml.xml, uid: xml.uid } : {}),
        // A rectification keeps the receipt it replaces and waits (331) for the ALT process started below.
        ...(loteRetificacao && existente ? mantidoNaRetificacao(existente) : {}),
        tipoStatus: loteRetificacao ? eventoStatus.pendente : eventoStatus.avulsoNaoEnviado,
        erros: xml.erros,
        avisos: construido.avisos,
        usuarioId: session.usuario.id,
        createdAt: existente?.createdAt ?? new Date().toISOString(),
        versao: existente ? proximaVersao(lida) : 1,
      })
      .where(existente ? naVersao(lida) : ({ id: stored }, { notExists }) => notExists(stored))
      .go(),
  );
  if (!existente) await contarEvento(session.tenant, { layout: body.layout, empresaId: empresa.id, avulso: true }, 1);
  if (loteRetificacao) await enviarRetificacao(loteRetificacao, session.usuario.id);
  const { data } = await eventosEsocial().get({ tenant: session.tenant, id }).go();
  return respond(200, loteRetificacao ? retificacaoMensagens.enviada : recordSavedMessage, eventoRow(data as EventoEsocialItem));
};

/** The library's own pt-BR messages as they are; zod's English defaults (a missing or mistyped value) in ours. */
function mensagemDoCampo(message: string): string {
  if (!message.startsWith('Invalid')) return message;
  return /received undefined/.test(message) ? requiredMessage : invalidValueMessage;
}

/**
 * POST esocial/cat/editar: an S-2210 (CAT) from its form. The `cat` group is checked against the layout's rules
 * (the library's S-2210 schema) and a broken rule answers its field ('cat.<path>'); the accident cannot be in the
 * future. The event waits in 331 for a lote, like the generated ones.
 */
export const salvarCat: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const body = parseBody(event, eventoCatSchema);
  const empresa = await empresaVisivel(session, body.id_emp);
  const { data: funcionario } = await funcionarios().get({ tenant: session.tenant, id: body.id_fun }).go();
  if (!funcionario || funcionario.deletedAt || funcionario.empresaId !== empresa.id) {
    throw new HttpError(400, validationFailedMessage, { fields: { id_fun: [invalidOptionMessage] } });
  }
  const lida = versaoLida(body.versao, Boolean(body.id));
  const existente = body.id ? await eventoVisivel(session, body.id) : undefined;
  // An accepted CAT edited again is its rectification (issue 13 item 6): same worker, sent in ALT.
  const loteRetificacao = existente ? await loteDaRetificacao(existente) : undefined;
  if (existente && (existente.layout !== 'S-2210' || (existente.recibo && !loteRetificacao) || existente.tipoStatus === eventoStatus.aguardandoRetorno)) {
    throw new HttpError(400, esocialMensagens.arquivoIndisponivel);
  }
  if (loteRetificacao && existente?.funcionarioId !== funcionario.id) {
    throw new HttpError(400, validationFailedMessage, { fields: { id_fun: [invalidOptionMessage] } });
  }
  if (existente) exigirVersao(existente, lida);
  const entrada = {
    layout: 'S-2210',
    ideEvento: { indRetif: 1, tpAmb: tpAmbDoCliente(session.cliente.ambiente), procEmi: 1 },
    ideEmpregador: ideEmpregadorDaInscricao(empresa.cnpj),
    ideVinculo: { cpfTrab: funcionario.cpf, ...(funcionario.mat ? { matricula: funcionario.mat } : {}) },
    cat: body.cat,
  } as unknown as S2210Input;
  const parsed = s2210Schema.safeParse(entrada);
  const fields: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (fields[issue.path.map(String).join('.')] ??= []).push(mensagemDoCampo(issue.message));
  }
  if (Object.keys(fields).length > 0) throw new HttpError(400, validationFailedMessage, { fields });
  // The rules the schemas cannot check (issue 13 item 7; the accident not after today among them).
  exigirRegras(
    await regrasQuebradas(entrada, { tenant: session.tenant, funcionarioId: funcionario.id, eventoId: existente?.id, admissao: funcionario.dtAdm ?? null }),
  );
  const enviada = loteRetificacao && existente?.recibo ? comoRetificacao(entrada, existente.recibo) : entrada;
  const xml = await escreverXml(enviada, [], session.tenant);
  if (loteRetificacao) exigirSemErros(xml.erros);
  const id = existente?.id ?? newId();
  // A new event, or an edit written only over the version the form read (issue 12 item 3).
  await gravarNaVersao(() =>
    eventosEsocial()
      .put({
        tenant: session.tenant,
        id,
        layout: 'S-2210',
        empresaId: empresa.id,
        empresaNome: empresa.nome,
        empresaCnpj: empresa.cnpj,
        funcionarioId: funcionario.id,
        funcionarioNome: funcionario.nome,
        funcionarioCpf: funcionario.cpf,
        fdtId: funcionario.fdtId,
        origem: 'cat',
        avulso: false,
        entrada: JSON.stringify(enviada),
        formulario: JSON.stringify({ ...body, versao: undefined }),
        ...(xml.xml ? { xml: xml.xml, uid: xml.uid } : {}),
        ...(loteRetificacao && existente ? mantidoNaRetificacao(existente) : {}),
        tipoStatus: eventoStatus.pendente,
        erros: xml.erros,
        usuarioId: session.usuario.id,
        createdAt: existente?.createdAt ?? new Date().toISOString(),
        versao: existente ? proximaVersao(lida) : 1,
      })
      .where(existente ? naVersao(lida) : ({ id: stored }, { notExists }) => notExists(stored))
      .go(),
  );
  if (!existente) await contarEvento(session.tenant, { layout: 'S-2210', empresaId: empresa.id, avulso: false }, 1);
  if (loteRetificacao) await enviarRetificacao(loteRetificacao, session.usuario.id);
  const { data } = await eventosEsocial().get({ tenant: session.tenant, id }).go();
  return respond(200, loteRetificacao ? retificacaoMensagens.enviada : recordSavedMessage, eventoRow(data as EventoEsocialItem));
};
