import { emailDoResumo, resumoDePrazos } from '../../domain/esocial-prazos';
import { daysRemaining, isNearExpiry } from '../../esocial/certificate-expiry';
import { queueMail } from '../../mail/queue';
import { logger, sendSimpleEmail } from '../../platform';
import type { ParteVerificacao } from '../daily-check-queue';
import { certificados } from '../entities/certificado';
import { clientes } from '../entities/cliente';
import { esocialConfigs } from '../entities/esocial-config';
import { eventosEsocial } from '../entities/evento-esocial';
import { derivedId } from '../entities/keys';
import { lotesEsocial } from '../entities/lote-esocial';
import { empresasDesativadasEm } from './empresas-desativadas';
import { gerarEventosDasConsultas } from './eventos';
import { enfileirar } from './fila';
import { gerarLotes } from './lotes';
import { iniciarProcesso, ProcessoRecusadoError } from './transmissao';

/*
 * The eSocial part of the daily check (spec 2 "Daily check", 00:00 America/Sao_Paulo), one part of a tenant's day
 * per call (issue 21 item 4: the dailyCheck queue's worker, workers/daily-check-tenant.ts). For a tenant that uses
 * eSocial with automatic sending active, a company part creates the S-2220 of the ASOs released since data_inicio
 * by that configured company, puts the ready events in lotes and sends the lotes of a company to process (but not
 * for a company disabled for eSocial); the general part polls every lote still waiting for the web service (and
 * re-queues a transmission that never left), e-mails the digest of the SST events late or due soon (issue 13 item
 * 9) and warns about certificates near expiry. A 'tudo' part does both for a tenant of few companies. Every step
 * can run again for the same day without doing anything twice: lotes and the digest are named by the day, a lote
 * already sent is not sent again, and the certificate warning, the one step that cannot be named, comes last.
 */

/** The layouts with a deadline (domain/esocial-prazos.ts). */
const layoutsComPrazo = ['S-2210', 'S-2220', 'S-2240'] as const;

/**
 * How far back (by registration) the digest reads events: every S-2220/S-2240 due or late within a month and a half
 * of its registration and every S-2210, with a bounded read; an older event still unsent stays in the lists.
 */
const diasDoResumo = 90;

/** How far back the poll looks for lotes still waiting. */
const diasDePoll = 30;

export interface ResumoEsocial {
  readonly tenant: string;
  eventosCriados: number;
  lotesGerados: number;
  lotesEnviados: number;
  consultas: number;
  certificadosVencendo: { id: string; titular: string; validade: string; dias: number }[];
  /** Configured companies skipped because they are disabled for eSocial (permission 310's list). */
  empresasDesativadas: string[];
  /** The digest of deadlines: events late and due within 5 days, not yet accepted. */
  prazos: { atrasados: number; aVencer: number };
  erros: string[];
}

/** A tenant's summary before anything was done (or when its check failed, with the failure). */
export function resumoVazio(tenant: string, erros: string[] = []): ResumoEsocial {
  return {
    tenant,
    eventosCriados: 0,
    lotesGerados: 0,
    lotesEnviados: 0,
    consultas: 0,
    certificadosVencendo: [],
    empresasDesativadas: [],
    prazos: { atrasados: 0, aVencer: 0 },
    erros,
  };
}

/** A configured company's day: its new S-2220, their lotes and, for a company to process, their transmission. */
async function verificarEmpresa(tenant: string, dia: string, empresaId: string, resumo: ResumoEsocial): Promise<void> {
  const { data: config } = await esocialConfigs().get({ tenant }).go();
  if (!config?.ativo || !config.dataInicio || !(config.empresaIds ?? []).includes(empresaId)) return;
  // A company disabled for eSocial gets no new events nor transmissions; its lotes already sent are still polled.
  if ((await empresasDesativadasEm(tenant, dia)).has(empresaId)) {
    resumo.empresasDesativadas.push(empresaId);
    return;
  }
  await gerarEEnviar(tenant, dia, empresaId, config.dataInicio, (config.empresasProcessarIds ?? []).includes(empresaId), resumo);
}

async function gerarEEnviar(tenant: string, dia: string, empresaId: string, dataInicio: string, processar: boolean, resumo: ResumoEsocial): Promise<void> {
  const gerados = await gerarEventosDasConsultas(tenant, empresaId, 'S-2220', { desde: dataInicio, ate: dia });
  resumo.eventosCriados += gerados.criados;
  // Named by the day: a second run of the same day (or a retried delivery) finds the same lotes.
  const origemId = derivedId(new Date(`${dia}T03:00:00.000Z`), `dailyCheck#${tenant}#${dia}#${empresaId}`);
  const lotes = await gerarLotes(tenant, {
    empresaId,
    layout: 'S-2220',
    fdtIds: [],
    funcionarioIds: [],
    excluirFuncionarioIds: [],
    somenteAvulsos: false,
    eventoIds: [],
  }, origemId);
  resumo.lotesGerados += lotes.length;
  if (!processar) return;
  const { data: daEmpresa } = await lotesEsocial().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' });
  for (const lote of daEmpresa.filter((item) => !item.deletedAt && item.situacao === 'pronto' && (item.processosCount ?? 0) === 0)) {
    try {
      await iniciarProcesso(lote, 'INC');
      resumo.lotesEnviados += 1;
    } catch (error) {
      if (!(error instanceof ProcessoRecusadoError)) throw error;
    }
  }
}

/** Every configured company's day, in one call (a tenant of few companies: daily-check-queue.ts empresasPorParte). */
async function verificarEmpresas(tenant: string, dia: string, resumo: ResumoEsocial): Promise<void> {
  const { data: config } = await esocialConfigs().get({ tenant }).go();
  if (!config?.ativo || !config.dataInicio) return;
  const desativadas = await empresasDesativadasEm(tenant, dia);
  for (const empresaId of config.empresaIds ?? []) {
    if (desativadas.has(empresaId)) {
      resumo.empresasDesativadas.push(empresaId);
      continue;
    }
    await gerarEEnviar(tenant, dia, empresaId, config.dataInicio, (config.empresasProcessarIds ?? []).includes(empresaId), resumo);
  }
}

/** The tenant-wide part: polls, the digest of deadlines, then the certificate warning (it alone cannot be named). */
async function verificarGeral(tenant: string, dia: string, agora: Date, resumo: ResumoEsocial): Promise<void> {
  // Every lote still waiting is polled again (the worker's own polls stop after a while); a transmission that
  // never left the queue is queued again (the worker does nothing if it already ran).
  const { data: recentes } = await lotesEsocial()
    .query.byData({ tenant })
    .gte({ createdAt: new Date(agora.getTime() - diasDePoll * 86_400_000).toISOString() })
    .go({ pages: 'all' });
  for (const lote of recentes.filter((item) => !item.deletedAt && item.ultimoProcessoId)) {
    if (lote.situacao === 'aguardando') {
      await enfileirar({ tipo: 'consultar', tenant, loteId: lote.id, processoId: lote.ultimoProcessoId as string });
      resumo.consultas += 1;
    } else if (lote.situacao === 'enviando') {
      await enfileirar({ tipo: 'transmitir', tenant, loteId: lote.id, processoId: lote.ultimoProcessoId as string });
    }
  }
  resumo.prazos = await avisarPrazos(tenant, dia, agora);

  const { data: todos } = await certificados().query.byId({ tenant }).go({ pages: 'all' });
  for (const certificado of todos.filter((item) => !item.deletedAt && isNearExpiry(new Date(item.validade), agora))) {
    resumo.certificadosVencendo.push({
      id: certificado.id,
      titular: certificado.titular,
      validade: certificado.validade,
      dias: daysRemaining(new Date(certificado.validade), agora),
    });
  }
  if (resumo.certificadosVencendo.length > 0) await avisarCertificados(tenant, resumo.certificadosVencendo);
}

/**
 * The digest of deadlines (issue 13 item 9): the tenant's S-2210, S-2220 and S-2240 not yet accepted that are late or
 * due within 5 days, e-mailed through the mail queue to the tenant's address. Named by the day, so a second run of
 * the same day queues nothing more.
 */
async function avisarPrazos(tenant: string, dia: string, agora: Date): Promise<ResumoEsocial['prazos']> {
  const desde = new Date(agora.getTime() - diasDoResumo * 86_400_000).toISOString();
  const lidos = await Promise.all(
    layoutsComPrazo.map((layout) => eventosEsocial().query.byLayout({ tenant, layout }).gte({ createdAt: desde }).go({ pages: 'all' })),
  );
  const resumo = resumoDePrazos(
    lidos.flatMap(({ data }) => data),
    dia,
  );
  const contagem = { atrasados: resumo.atrasados.length, aVencer: resumo.aVencer.length };
  const email = emailDoResumo(resumo);
  if (!email) return contagem;
  const { data: cliente } = await clientes().get({ tenant }).go();
  if (!cliente?.email) return contagem;
  try {
    await queueMail({ tenant, point: 'esocial-prazos', to: cliente.email, ...email, id: derivedId(new Date(`${dia}T03:00:00.000Z`), `prazos#${tenant}#${dia}`) });
  } catch (error) {
    // The day's digest is already queued (a second run of the day).
    if (!(error as Error).message.includes('conditional request failed')) throw error;
  }
  return contagem;
}

async function avisarCertificados(tenant: string, vencendo: ResumoEsocial['certificadosVencendo']): Promise<void> {
  const { data: cliente } = await clientes().get({ tenant }).go();
  if (!cliente?.email) return;
  const linhas = vencendo.map((c) => `- ${c.titular}: ${c.dias < 0 ? 'vencido em' : 'vence em'} ${c.validade.slice(0, 10)} (${c.dias} dia(s))`);
  await sendSimpleEmail({
    to: cliente.email,
    subject: 'eSocial: certificados digitais perto do vencimento',
    text: `Os certificados abaixo vencem em menos de 10 dias e precisam ser renovados para o envio ao eSocial:\n\n${linhas.join('\n')}\n`,
  }).catch((error: unknown) => logger.warn('certificate warning not sent', { tenant, error: error as Error }));
}

/**
 * Runs one part of a tenant's day and answers its summary; throws when the part failed (the queue retries it).
 *
 * @example
 * const resumo = await verificarParte('clinica', { tipo: 'tudo' }, '2026-11-25', new Date('2026-11-25T03:00:00Z'));
 */
export async function verificarParte(tenant: string, parte: ParteVerificacao, dia: string, agora: Date): Promise<ResumoEsocial> {
  const resumo = resumoVazio(tenant);
  if (parte.tipo === 'empresa') await verificarEmpresa(tenant, dia, parte.empresaId, resumo);
  if (parte.tipo === 'tudo') await verificarEmpresas(tenant, dia, resumo);
  if (parte.tipo !== 'empresa') await verificarGeral(tenant, dia, agora, resumo);
  return resumo;
}

/** A tenant's summary of the day from its parts' summaries (counts added, lists joined). */
export function juntarResumos(tenant: string, resumos: readonly ResumoEsocial[], erros: readonly string[] = []): ResumoEsocial {
  const total = resumoVazio(tenant, [...erros]);
  for (const resumo of resumos) {
    total.eventosCriados += resumo.eventosCriados;
    total.lotesGerados += resumo.lotesGerados;
    total.lotesEnviados += resumo.lotesEnviados;
    total.consultas += resumo.consultas;
    total.certificadosVencendo.push(...resumo.certificadosVencendo);
    total.empresasDesativadas.push(...resumo.empresasDesativadas);
    total.prazos = {
      atrasados: total.prazos.atrasados + resumo.prazos.atrasados,
      aVencer: total.prazos.aVencer + resumo.prazos.aVencer,
    };
    total.erros.push(...resumo.erros);
  }
  return total;
}
