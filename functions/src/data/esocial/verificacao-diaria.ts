import { daysRemaining, isNearExpiry } from '../../esocial/certificate-expiry';
import { logger, sendSimpleEmail } from '../../platform';
import { certificados } from '../entities/certificado';
import { clientes } from '../entities/cliente';
import { esocialConfigs } from '../entities/esocial-config';
import { derivedId } from '../entities/keys';
import { lotesEsocial } from '../entities/lote-esocial';
import { tarefaLogs } from '../entities/tarefa-log';
import { tenantsEsocial } from './arquivos';
import { empresasDesativadasEm } from './empresas-desativadas';
import { gerarEventosDasConsultas } from './eventos';
import { enfileirar } from './fila';
import { gerarLotes } from './lotes';
import { iniciarProcesso, ProcessoRecusadoError } from './transmissao';

/*
 * The eSocial part of the daily check (spec 2 "Daily check", 00:00 America/Sao_Paulo), run once per São Paulo day
 * after the day is claimed: for each tenant that uses eSocial, with automatic sending active, it creates the S-2220
 * of the ASOs released since data_inicio by the configured companies, puts the ready events in lotes and sends the
 * lotes of the companies to process (but not for a company disabled for eSocial); it polls every lote still waiting for the web service (and re-queues a
 * transmission that never left); it warns about certificates near expiry; and it writes the tenant's task log.
 */

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
  erros: string[];
}

async function verificarTenant(tenant: string, dia: string, agora: Date): Promise<ResumoEsocial> {
  const resumo: ResumoEsocial = { tenant, eventosCriados: 0, lotesGerados: 0, lotesEnviados: 0, consultas: 0, certificadosVencendo: [], empresasDesativadas: [], erros: [] };
  const { data: config } = await esocialConfigs().get({ tenant }).go();

  if (config?.ativo && config.dataInicio) {
    const desativadas = await empresasDesativadasEm(tenant, dia);
    for (const empresaId of config.empresaIds ?? []) {
      // A company disabled for eSocial gets no new events nor transmissions; its lotes already sent are still polled.
      if (desativadas.has(empresaId)) {
        resumo.empresasDesativadas.push(empresaId);
        continue;
      }
      const gerados = await gerarEventosDasConsultas(tenant, empresaId, 'S-2220', { desde: config.dataInicio, ate: dia });
      resumo.eventosCriados += gerados.criados;
      // Named by the day: a second run of the same day (or a retried invocation) finds the same lotes.
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
      if (!(config.empresasProcessarIds ?? []).includes(empresaId)) continue;
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
  }

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
  return resumo;
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

/** Runs the eSocial part of the daily check for every tenant of the registry and writes each one's task log. */
export async function verificacaoDiariaEsocial(dia: string, agora: Date = new Date()): Promise<ResumoEsocial[]> {
  const resumos: ResumoEsocial[] = [];
  for (const tenant of await tenantsEsocial()) {
    let resumo: ResumoEsocial;
    try {
      resumo = await verificarTenant(tenant, dia, agora);
    } catch (error) {
      // One tenant's failure must not stop the others; it is in that tenant's task log.
      logger.error('eSocial daily check failed for a tenant', { tenant, error: error as Error });
      resumo = { tenant, eventosCriados: 0, lotesGerados: 0, lotesEnviados: 0, consultas: 0, certificadosVencendo: [], empresasDesativadas: [], erros: [(error as Error).message] };
    }
    await tarefaLogs()
      .put({ tenant, dia, tarefa: 'dailyCheck', resultado: JSON.stringify({ esocial: resumo }), erros: resumo.erros })
      .go();
    resumos.push(resumo);
  }
  return resumos;
}
