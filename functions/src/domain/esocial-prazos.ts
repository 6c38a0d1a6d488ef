import { addDays } from '@ocupacional/shared';

/*
 * The deadlines of the SST events (issue 13 item 9; MOS S-1.3, "prazo de envio" of each event):
 * - S-2220: by the 15th of the month after the ASO's date;
 * - S-2240: by the 15th of the month after the start (or change) of the conditions (dtIniCondicao);
 * - S-2210: by the first business day after the accident, and at once (the day itself) when it killed the worker.
 * Business days skip weekends and the national holidays (Leis 662/1949, 6.802/1980, 14.759/2023, and the Sexta-feira
 * da Paixão every state keeps). Pure: dates are 'yyyy-mm-dd' São Paulo days, `hoje` comes from the caller.
 */

export type LayoutComPrazo = 'S-2210' | 'S-2220' | 'S-2240';

/** What the deadline rule reads from an event. */
export interface FatoDoPrazo {
  readonly layout: LayoutComPrazo;
  /** dtAso (S-2220), dtIniCondicao (S-2240) or dtAcid (S-2210). */
  readonly data: string;
  /** S-2210 only: the CAT reports a death (indCatObito 'S'). */
  readonly obito?: boolean;
}

/** 'enviado' once the event has its receipt; otherwise due ('a vencer', 'vence hoje') or late ('atrasado'). */
export type SituacaoDoPrazo = 'enviado' | 'a vencer' | 'vence hoje' | 'atrasado';

export const situacaoDoPrazoRotulo: Readonly<Record<SituacaoDoPrazo, string>> = {
  enviado: 'Enviado',
  'a vencer': 'A vencer',
  'vence hoje': 'Vence hoje',
  atrasado: 'Atrasado',
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const iso = (date: Date): string => date.toISOString().slice(0, 10);

/** The day as UTC midnight: day arithmetic without the clock's time zone. */
function dia(value: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  // A day that does not exist (2026-02-30) reads as another one or as NaN: both refused.
  if (!isoDate.test(value) || Number.isNaN(date.getTime()) || iso(date) !== value) throw new RangeError(`data inválida: ${value}`);
  return date;
}

/** The 15th of the month after the date's month. */
export function dia15DoMesSeguinte(data: string): string {
  const d = dia(data);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 15)));
}

/** Easter Sunday of a year (anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function pascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const diaDoMes = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(new Date(Date.UTC(ano, mes - 1, diaDoMes)));
}

/** National holidays: fixed days (20 November from 2024, Lei 14.759/2023) and the Friday before Easter. */
export function feriadoNacional(data: string): boolean {
  const mesDia = data.slice(5);
  const fixos = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
  if (fixos.includes(mesDia)) return true;
  const ano = Number(data.slice(0, 4));
  if (mesDia === '11-20' && ano >= 2024) return true;
  return addDays(pascoa(ano), -2) === data;
}

/** Whether the day is a business day: Monday to Friday and no national holiday. */
export function diaUtil(data: string): boolean {
  const semana = dia(data).getUTCDay();
  return semana !== 0 && semana !== 6 && !feriadoNacional(data);
}

/** The first business day after the date. */
export function proximoDiaUtil(data: string): string {
  let next = addDays(iso(dia(data)), 1);
  while (!diaUtil(next)) next = addDays(next, 1);
  return next;
}

/**
 * The last day to send the event.
 *
 * @example prazoDoEvento({ layout: 'S-2220', data: '2026-05-04' }) // '2026-06-15'
 */
export function prazoDoEvento(fato: FatoDoPrazo): string {
  if (fato.layout === 'S-2210') return fato.obito ? iso(dia(fato.data)) : proximoDiaUtil(fato.data);
  return dia15DoMesSeguinte(fato.data);
}

/**
 * Where the event stands against its deadline today: sent (it has its receipt), due, due today or late.
 *
 * @example situacaoDoPrazo('2026-06-15', '2026-06-16', false) // 'atrasado'
 */
export function situacaoDoPrazo(prazo: string, hoje: string, enviado: boolean): SituacaoDoPrazo {
  if (enviado) return 'enviado';
  if (hoje > prazo) return 'atrasado';
  return hoje === prazo ? 'vence hoje' : 'a vencer';
}

/**
 * The date the deadline counts from, read from an event's stored input (the layout's own field names); null when
 * the input does not carry it (a broken or foreign input: no deadline is shown rather than a wrong one).
 */
export function fatoDaEntrada(layout: string, entrada: unknown): FatoDoPrazo | null {
  const value = (entrada ?? {}) as {
    exMedOcup?: { aso?: { dtAso?: unknown } };
    infoExpRisco?: { dtIniCondicao?: unknown };
    cat?: { dtAcid?: unknown; indCatObito?: unknown };
  };
  const data =
    layout === 'S-2220' ? value.exMedOcup?.aso?.dtAso : layout === 'S-2240' ? value.infoExpRisco?.dtIniCondicao : layout === 'S-2210' ? value.cat?.dtAcid : undefined;
  if (typeof data !== 'string' || !isoDate.test(data)) return null;
  return { layout: layout as LayoutComPrazo, data, ...(layout === 'S-2210' ? { obito: value.cat?.indCatObito === 'S' } : {}) };
}

/** An event's deadline as the events screen shows it. */
export interface PrazoDoEvento {
  readonly data: string;
  readonly situacao: SituacaoDoPrazo;
  readonly rotulo: string;
}

/** What the deadline rules read of a stored event: its layout, its input (JSON) and its receipt. */
export interface EventoComPrazo {
  readonly layout: string;
  readonly entrada?: string | null;
  readonly recibo?: string | null;
}

/**
 * The deadline of a stored event and where it stands today; null for a layout without deadline here or an input
 * without its date (S-3000, a broken input).
 *
 * @example prazoDoRegistro({ layout: 'S-2220', entrada: '{"exMedOcup":{"aso":{"dtAso":"2026-05-04"}}}' }, '2026-06-16')
 * // { data: '2026-06-15', situacao: 'atrasado', rotulo: 'Atrasado' }
 */
export function prazoDoRegistro(evento: EventoComPrazo, hoje: string): PrazoDoEvento | null {
  let entrada: unknown;
  try {
    entrada = JSON.parse(evento.entrada ?? 'null');
  } catch {
    return null;
  }
  const fato = fatoDaEntrada(evento.layout, entrada);
  if (!fato) return null;
  let data: string;
  try {
    data = prazoDoEvento(fato);
  } catch {
    // A date of the right shape that does not exist (2026-02-30): no deadline rather than a wrong one.
    return null;
  }
  const situacao = situacaoDoPrazo(data, hoje, Boolean(evento.recibo));
  return { data, situacao, rotulo: situacaoDoPrazoRotulo[situacao] };
}

/** An event pending at the eSocial, as the digest lists it. */
export interface EventoDoResumo extends EventoComPrazo {
  readonly id: string;
  readonly empresaNome: string;
  readonly funcionarioNome: string;
  readonly deletedAt?: string | null;
}

export interface ItemDoResumo {
  readonly id: string;
  readonly layout: string;
  readonly empresaNome: string;
  readonly funcionarioNome: string;
  readonly prazo: string;
  readonly situacao: SituacaoDoPrazo;
}

export interface ResumoDePrazos {
  readonly atrasados: ItemDoResumo[];
  readonly aVencer: ItemDoResumo[];
}

/** How many days ahead the digest warns of a deadline. */
export const diasDeAvisoDoPrazo = 5;

/**
 * The daily digest's content: the events not yet accepted (no receipt, not deleted) whose deadline passed, and those
 * due within {@link diasDeAvisoDoPrazo} days (today included), each list by deadline.
 */
export function resumoDePrazos(eventos: readonly EventoDoResumo[], hoje: string): ResumoDePrazos {
  const ate = addDays(iso(dia(hoje)), diasDeAvisoDoPrazo);
  const itens = eventos.flatMap((evento): ItemDoResumo[] => {
    if (evento.deletedAt || evento.recibo) return [];
    const prazo = prazoDoRegistro(evento, hoje);
    if (!prazo) return [];
    return [{ id: evento.id, layout: evento.layout, empresaNome: evento.empresaNome, funcionarioNome: evento.funcionarioNome, prazo: prazo.data, situacao: prazo.situacao }];
  });
  const porPrazo = (a: ItemDoResumo, b: ItemDoResumo) => a.prazo.localeCompare(b.prazo) || a.layout.localeCompare(b.layout) || a.id.localeCompare(b.id);
  return {
    atrasados: itens.filter((item) => item.situacao === 'atrasado').sort(porPrazo),
    aVencer: itens.filter((item) => item.situacao !== 'atrasado' && item.prazo <= ate).sort(porPrazo),
  };
}

const dataBr = (data: string): string => `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`;

/**
 * The digest e-mail (pt-BR): subject and text, or null when nothing is late or due soon (no e-mail then).
 *
 * @example emailDoResumo({ atrasados: [item], aVencer: [] })?.subject // 'eSocial: 1 evento(s) atrasado(s) e 0 a vencer'
 */
export function emailDoResumo(resumo: ResumoDePrazos): { subject: string; text: string } | null {
  if (resumo.atrasados.length === 0 && resumo.aVencer.length === 0) return null;
  const linha = (item: ItemDoResumo) => `- ${item.layout} · ${item.empresaNome} · ${item.funcionarioNome}: prazo ${dataBr(item.prazo)}`;
  const secao = (titulo: string, itens: readonly ItemDoResumo[]) => (itens.length > 0 ? [`${titulo} (${itens.length}):`, ...itens.map(linha), ''] : []);
  const text = [
    'Eventos de SST ainda não aceitos pelo eSocial (S-2220 até o dia 15 do mês seguinte ao ASO; S-2240 até o dia 15 do mês seguinte ao início das condições; S-2210 até o primeiro dia útil seguinte ao acidente, de imediato em caso de óbito):',
    '',
    ...secao('Atrasados', resumo.atrasados),
    ...secao(`A vencer nos próximos ${diasDeAvisoDoPrazo} dias`, resumo.aVencer),
    'Acompanhe em eSocial > Eventos.',
  ].join('\n');
  return { subject: `eSocial: ${resumo.atrasados.length} evento(s) atrasado(s) e ${resumo.aVencer.length} a vencer`, text: `${text}\n` };
}
