/*
 * Event identifiers (manual de orientação do eSocial, "Identificação do evento"; tipos.xsd TS_Id):
 *   ID + tpInsc (1) + nrInsc (14) + AAAAMMDDHHMMSS (14) + sequential (5) = 36 characters.
 * nrInsc is the employer's inscription as ideEmpregador carries it, completed with zeros on the right up to 14:
 * a CNPJ root 11222333 becomes 11222333000000, a CPF 12345678909 becomes 12345678909000, and the full CNPJ of an
 * organ of direct federal administration stays as it is. The date and time are those of the event's generation in
 * Brasília time; the sequential starts at 1 and only grows for events generated in the same second.
 */

export const eventIdPattern = /^ID\d[A-Z0-9]{12}\d{21}$/;

/** Employer inscription as ideEmpregador writes it: tpInsc 1 CNPJ (root of 8, or 14), 2 CPF (11). */
export interface EmployerInscription {
  readonly tpInsc: 1 | 2;
  readonly nrInsc: string;
}

const saoPauloParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** AAAAMMDDHHMMSS of an instant in São Paulo (no daylight saving since 2019, but Intl keeps history right). */
export function saoPauloTimestamp(at: Date): string {
  const parts: Record<string, string> = {};
  for (const part of saoPauloParts.formatToParts(at)) parts[part.type] = part.value;
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** ISO date-time with the São Paulo offset, as the web service writes dhRecepcao: 2026-05-10T14:03:22-03:00. */
export function saoPauloDateTime(at: Date): string {
  const t = saoPauloTimestamp(at);
  const local = Date.UTC(+t.slice(0, 4), +t.slice(4, 6) - 1, +t.slice(6, 8), +t.slice(8, 10), +t.slice(10, 12), +t.slice(12, 14));
  const offsetMinutes = Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: São Paulo's offset from UTC is negative at every instant (-03:00, -02:00 in old summers)
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}${offset}`;
}

/** The 14-character inscription part of an Id: the ideEmpregador number completed with zeros on the right. */
export function idInscription({ tpInsc, nrInsc }: EmployerInscription): string {
  const value = nrInsc.trim().toUpperCase();
  const valid = tpInsc === 1 ? /^([A-Z0-9]{8}|[A-Z0-9]{12}\d{2})$/.test(value) : /^\d{11}$/.test(value);
  if (!valid) throw new RangeError(`nrInsc ${nrInsc} does not fit tpInsc ${tpInsc} (CNPJ root of 8, CNPJ of 14 or CPF of 11)`);
  return value.padEnd(14, '0');
}

/**
 * The Id of an event by the official rule.
 *
 * @example eventId({ tpInsc: 1, nrInsc: '11222333' }, new Date('2026-05-10T17:03:22Z'), 1)
 * // 'ID1112223330000002026051014032200001'
 */
export function eventId(employer: EmployerInscription, at: Date, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999) {
    throw new RangeError(`the sequential of an event Id goes from 1 to 99999, got ${sequence}`);
  }
  return `ID${employer.tpInsc}${idInscription(employer)}${saoPauloTimestamp(at)}${String(sequence).padStart(5, '0')}`;
}

/**
 * The Id that follows `id` in the same second: the same employer and instant, the sequential plus one (the next
 * candidate when another process has claimed `id`). Throws past 99999, as {@link eventId} does.
 *
 * @example nextSequenceId('ID1112223330000002026051014032200001') // 'ID1112223330000002026051014032200002'
 */
export function nextSequenceId(id: string): string {
  const parts = parseEventId(id);
  if (!parts) throw new RangeError(`${id} is not an event Id`);
  const sequence = parts.sequence + 1;
  if (sequence > 99_999) throw new RangeError(`the sequential of an event Id goes from 1 to 99999, got ${sequence}`);
  return `${id.slice(0, 31)}${String(sequence).padStart(5, '0')}`;
}

/** The parts of an Id, or null when it does not follow the rule. */
export function parseEventId(id: string): { tpInsc: number; nrInsc: string; timestamp: string; sequence: number } | null {
  if (!eventIdPattern.test(id)) return null;
  return {
    tpInsc: Number(id[2]),
    nrInsc: id.slice(3, 17),
    timestamp: id.slice(17, 31),
    sequence: Number(id.slice(31)),
  };
}

/**
 * A generator of Ids for one process: the sequential restarts at 1 each second and grows within a second, per
 * employer, so Ids never repeat within a process (more than 99999 events of one employer in one second throw).
 * Two processes (two Lambdas) can still meet in the same second: whoever stores events must treat an Id
 * collision as a retry (a conditional write), not trust this generator alone (data/esocial/ids-eventos.ts claims
 * each Id and takes {@link nextSequenceId} on conflict).
 */
// Stryker disable next-line ArrowFunction: Intl formats an undefined date as now, so a clock answering undefined gives the same Ids
export function createEventIdGenerator(clock: () => Date = () => new Date()): (employer: EmployerInscription) => string {
  const last = new Map<string, { timestamp: string; sequence: number }>();
  return function nextEventId(employer) {
    const key = `${employer.tpInsc}${idInscription(employer)}`;
    const at = clock();
    const timestamp = saoPauloTimestamp(at);
    const previous = last.get(key);
    const sequence = previous && previous.timestamp === timestamp ? previous.sequence + 1 : 1;
    last.set(key, { timestamp, sequence });
    return eventId(employer, at, sequence);
  };
}
