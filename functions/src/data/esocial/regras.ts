import { eventoStatus, todayInSaoPaulo } from '@ocupacional/shared';
import type { Ocorrencia } from '../../domain/esocial-evento';
import { eventInputSchema, type EventInput } from '../../esocial/inputs';
import { brokenRules, ruleMessages, type RuleContext, type RuleViolation } from '../../esocial/rules/index';
import { eventosEsocial } from '../entities/evento-esocial';

/*
 * The rules the schemas cannot check (issue 13 item 7) with what they read from the records: today, the contract's
 * admission (funcionario.dtAdm) and the contract's other accepted S-2220. The manual forms answer their findings
 * as a 400 (api/esocial/retificacao.ts); the events generated from a consultation keep them in the item log and
 * get no XML, as any other finding of the automatic path.
 */

export interface Contrato {
  readonly tenant: string;
  readonly funcionarioId: string;
  /** The event being written: not one of "the others". */
  readonly eventoId?: string | undefined;
  /** The worker's category as the form gave it (Tabela 01). */
  readonly categoria?: string | null | undefined;
  /** The contract's admission date (funcionario.dtAdm); the admission rules are skipped without it. */
  readonly admissao?: string | null | undefined;
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
 * The rules an event input breaks, with what they need read now. An input that fails its field rules answers none
 * (those come first, from the schema).
 */
export async function regrasQuebradas(entrada: EventInput, contrato: Contrato): Promise<RuleViolation[]> {
  const parsed = eventInputSchema.safeParse(entrada);
  if (!parsed.success) return [];
  const context: RuleContext = {
    hoje: todayInSaoPaulo(),
    admissao: contrato.admissao ?? null,
    categoria: contrato.categoria ?? null,
    outrosAsos: parsed.data.layout === 'S-2220' ? await outrosAsos(contrato, parsed.data.ideVinculo.matricula ?? null) : [],
  };
  return brokenRules(parsed.data, context);
}

/**
 * Broken rules as item-log findings: a date before the admission is fixed at the employee (its admission date),
 * the others at the consultation's records.
 */
export function achadosDasRegras(violacoes: readonly RuleViolation[]): Ocorrencia[] {
  return violacoes.map(({ path, message }) => ({
    grupo: message === ruleMessages.beforeAdmission ? 'funcionario' : 'cadastro',
    descricao: message,
    localizacao: path,
  }));
}
