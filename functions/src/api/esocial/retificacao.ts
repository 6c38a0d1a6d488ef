import { esocialMensagens } from '@ocupacional/shared';
import { modosDisponiveis, processoEmAndamento } from '../../domain/esocial-processo';
import type { Ocorrencia } from '../../domain/esocial-evento';
import { asRectification, type EventInput } from '../../esocial/inputs';
import { retificavel, type RuleViolation } from '../../esocial/rules/index';
import type { EventoEsocialItem } from '../../data/entities/evento-esocial';
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

export { regrasQuebradas } from '../../data/esocial/regras';

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
