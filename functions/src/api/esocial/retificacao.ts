import { esocialMensagens, eventoStatus, todayInSaoPaulo } from '@ocupacional/shared';
import { modosDisponiveis, processoEmAndamento } from '../../domain/esocial-processo';
import type { Ocorrencia } from '../../domain/esocial-evento';
import { asRectification, eventInputSchema, type EventInput } from '../../esocial/inputs';
import { brokenRules, retificavel, type RuleContext, type RuleViolation } from '../../esocial/rules/index';
import { eventosEsocial, type EventoEsocialItem } from '../../data/entities/evento-esocial';
import { lotesEsocial, type LoteEsocialItem } from '../../data/entities/lote-esocial';
import { iniciarProcesso, processosDoLote, ProcessoRecusadoError } from '../../data/esocial/transmissao';
import { HttpError, validationFailedMessage } from '../../platform';

/*
 * Issue 13 items 6 and 7 at the API: the rules the schemas cannot check run before an event typed in a form is
 * saved (a broken one answers 400 under its field and nothing is written), and an accepted event edited again is
 * its rectification, sent at once in ALT in its own lote with indRetif 2 and the receipt it replaces.
 */

/** Messages of the rectification (ours, pt-BR). */
export const retificacaoMensagens = {
  enviada: 'Retificação enviada para o eSocial. Acompanhe o retorno em eSocial > Lotes.',
  semLote: 'Este evento não foi transmitido em um lote do sistema: a retificação não pode ser enviada.',
} as const;

interface Contrato {
  readonly tenant: string;
  readonly funcionarioId: string;
  /** The event being edited: not one of "the others". */
  readonly eventoId?: string | undefined;
  /** The worker's category as the form gave it (Tabela 01). */
  readonly categoria?: string | null | undefined;
}

const matriculaDe = (entrada: unknown): string | null =>
  ((entrada as { ideVinculo?: { matricula?: string } } | null)?.ideVinculo?.matricula ?? null) || null;

/**
 * The other S-2220 the web service holds for the same contract (accepted, not excluded): "não pode existir outro
 * evento S-2220 para o mesmo contrato com dtAso anterior" reads these. The contract is the worker and the matrícula.
 */
async function outrosAsos(contrato: Contrato, matricula: string | null): Promise<RuleContext['outrosAsos']> {
  const { data } = await eventosEsocial()
    .query.byFuncionario({ tenant: contrato.tenant, funcionarioId: contrato.funcionarioId, layout: 'S-2220' })
    .go({ pages: 'all' });
  return data
    .filter((evento) => evento.id !== contrato.eventoId && !evento.deletedAt && evento.recibo && evento.tipoStatus !== eventoStatus.excluido)
    .flatMap((evento) => {
      const entrada = JSON.parse(evento.entrada ?? 'null') as { exMedOcup?: { tpExameOcup?: number; aso?: { dtAso?: string } } } | null;
      const tpExameOcup = entrada?.exMedOcup?.tpExameOcup;
      const dtAso = entrada?.exMedOcup?.aso?.dtAso;
      return typeof tpExameOcup === 'number' && typeof dtAso === 'string' && matriculaDe(entrada) === matricula ? [{ tpExameOcup, dtAso }] : [];
    });
}

/**
 * The rules an event input breaks, with what they need read now: today, the contract's other ASOs. An input that
 * fails its field rules answers none (those come first, from the schema). The admission date is not a record of
 * the platform yet, so the rules on it wait for it (docs/decisions.md "Issue 13: rules and rectification").
 */
export async function regrasQuebradas(entrada: EventInput, contrato: Contrato): Promise<RuleViolation[]> {
  const parsed = eventInputSchema.safeParse(entrada);
  if (!parsed.success) return [];
  const context: RuleContext = {
    hoje: todayInSaoPaulo(),
    categoria: contrato.categoria ?? null,
    outrosAsos: parsed.data.layout === 'S-2220' ? await outrosAsos(contrato, parsed.data.ideVinculo.matricula ?? null) : [],
  };
  return brokenRules(parsed.data, context);
}

/** Answers 400 with each broken rule under its form field (`campo` maps the input path); nothing was written. */
export function exigirRegras(violacoes: readonly RuleViolation[], campo: (path: string) => string = (path) => path): void {
  if (violacoes.length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const { path, message } of violacoes) (fields[campo(path)] ??= []).push(message);
  throw new HttpError(400, validationFailedMessage, { fields });
}

/** A rectification must be sendable: the findings of its input answer 400 at their places instead of a stored log. */
export function exigirSemErros(erros: readonly Ocorrencia[], campo: (path: string) => string = (path) => path): void {
  if (erros.length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const erro of erros) (fields[erro.localizacao ? campo(erro.localizacao) : 'evento'] ??= []).push(erro.descricao);
  throw new HttpError(400, validationFailedMessage, { fields });
}

/** The manual form's field of an S-2220/S-2240 input path (the form names them otherwise). */
export function campoDoAvulso(path: string): string {
  const exame = /^exMedOcup\.aso\.exame\.(\d+)\.dtExm$/.exec(path);
  if (exame) return `exames.${exame[1]}.data`;
  const campos: Record<string, string> = {
    'exMedOcup.aso.dtAso': 'consulta.aso_dt',
    'exMedOcup.tpExameOcup': 'consulta.id_tipo_aso',
    'infoExpRisco.dtIniCondicao': 'ambiente.dtIniCondicao',
    'infoExpRisco.dtFimCondicao': 'ambiente.dtFimCondicao',
  };
  return campos[path] ?? path;
}

/**
 * Whether saving `existente` again is a rectification, and the lote it goes in (its own, in ALT): checked before
 * anything changes. Never for an event the web service has not accepted (answers undefined).
 */
export async function loteDaRetificacao(existente: EventoEsocialItem): Promise<LoteEsocialItem | undefined> {
  if (!retificavel(existente)) return undefined;
  const lote = existente.loteId ? (await lotesEsocial().get({ tenant: existente.tenant, id: existente.loteId }).go()).data : null;
  if (!lote || lote.deletedAt) throw new HttpError(400, retificacaoMensagens.semLote);
  const [ultimo] = await processosDoLote(lote.tenant, lote.id);
  if (processoEmAndamento(ultimo)) throw new HttpError(409, esocialMensagens.processoEmAndamento);
  if (!modosDisponiveis(lote.layout, ultimo).ALT) throw new HttpError(400, esocialMensagens.modoIndisponivel);
  return lote;
}

/** The input a rectification stores and sends: indRetif 2 and the receipt of the version it replaces. */
export function comoRetificacao(entrada: EventInput, recibo: string): EventInput {
  return asRectification(entrada as EventInput & { ideEvento: { indRetif?: 1 | 2; nrRecibo?: string } }, recibo) as EventInput;
}

/** What a rectification keeps of the accepted event when the edit is written over it. */
export function mantidoNaRetificacao(existente: EventoEsocialItem) {
  return {
    recibo: existente.recibo as string,
    ...(existente.reciboEm ? { reciboEm: existente.reciboEm } : {}),
    ...(existente.loteId ? { loteId: existente.loteId } : {}),
    ...(existente.loteNumero !== undefined ? { loteNumero: existente.loteNumero } : {}),
  };
}

/** Sends the rectification: the lote's ALT process (only the edited events of the lote go). */
export async function enviarRetificacao(lote: LoteEsocialItem, usuarioId: string): Promise<void> {
  try {
    await iniciarProcesso(lote, 'ALT', usuarioId);
  } catch (error) {
    if (error instanceof ProcessoRecusadoError) {
      // A process started between the check and now: the edit waits (331) and the lote's ALT sends it later.
      throw new HttpError(error.motivo === 'andamento' ? 409 : 400, error.motivo === 'andamento' ? esocialMensagens.processoEmAndamento : esocialMensagens.modoIndisponivel);
    }
    throw error;
  }
}
