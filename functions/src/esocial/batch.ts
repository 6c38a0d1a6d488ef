import { CertificateFileError, esocialMessages } from './errors';
import type { EmployerInscription } from './ids';
import { comunicacaoNamespaces, eventLayouts, type EventLayout, type LoteGroup } from './layouts';
import { el, stripXmlDeclaration } from './xml';

/*
 * The lote (EnvioLoteEventos-v1_1_1.xsd): <eSocial><envioLoteEventos grupo="…"> with the employer, the transmitter
 * (the holder of the certificate that opens the connection: the employer itself or its procurador) and up to 50
 * events, each inside <evento Id="…"> exactly as it was signed. The manual's rules for a lote: one employer,
 * one group (tabelas, não periódicos, periódicos), at most 50 events.
 */

export const maxEventsPerLote = 50;

/** A signed event ready for a lote. */
export interface LoteEvent {
  readonly layout: EventLayout;
  readonly id: string;
  readonly ideEmpregador: EmployerInscription;
  /** The signed event XML (an XML declaration, if any, is dropped when embedding). */
  readonly xml: string;
}

/** The transmitter: tpInsc 1 with the full CNPJ (14), or 2 with a CPF, of the certificate's holder. */
export interface Transmissor {
  readonly tpInsc: 1 | 2;
  readonly nrInsc: string;
}

export interface LoteInput {
  readonly grupo: LoteGroup;
  readonly ideEmpregador: EmployerInscription;
  readonly ideTransmissor: Transmissor;
  readonly eventos: readonly Pick<LoteEvent, 'id' | 'xml'>[];
}

/**
 * Writes the EnvioLoteEventos document.
 *
 * @example buildEnvioLoteEventos({ grupo: 2, ideEmpregador, ideTransmissor, eventos: signedEvents })
 */
export function buildEnvioLoteEventos(input: LoteInput): string {
  if (input.eventos.length === 0 || input.eventos.length > maxEventsPerLote) {
    throw new RangeError(`${esocialMessages.loteTooLarge} (${input.eventos.length})`);
  }
  return `<eSocial xmlns="${comunicacaoNamespaces.envioLote}">${el(
    'envioLoteEventos',
    [
      el('ideEmpregador', [el('tpInsc', input.ideEmpregador.tpInsc), el('nrInsc', input.ideEmpregador.nrInsc)]),
      el('ideTransmissor', [el('tpInsc', input.ideTransmissor.tpInsc), el('nrInsc', input.ideTransmissor.nrInsc)]),
      `<eventos>${input.eventos.map((evento) => `<evento Id="${evento.id}">${stripXmlDeclaration(evento.xml)}</evento>`).join('')}</eventos>`,
    ],
    { grupo: String(input.grupo) },
  )}</eSocial>`;
}

/** The web service's group of a layout. */
export function grupoOfLayout(layout: EventLayout): LoteGroup {
  return eventLayouts[layout].grupo;
}

/** One lote to send: its group, employer and events (≤ 50), in the order the events came. */
export interface LotePlan<E extends LoteEvent = LoteEvent> {
  readonly grupo: LoteGroup;
  readonly ideEmpregador: EmployerInscription;
  readonly eventos: readonly E[];
}

/**
 * Splits events into lotes by the web service's rules: one employer and one group per lote, at most `size`
 * (50) events each. Order is kept within each employer and group, so an S-3000 placed after the event it
 * excludes stays after it.
 */
export function planLotes<E extends LoteEvent>(events: readonly E[], size: number = maxEventsPerLote): LotePlan<E>[] {
  if (size < 1 || size > maxEventsPerLote) throw new RangeError(`lote size must be 1 to ${maxEventsPerLote}`);
  const groups = new Map<string, { grupo: LoteGroup; ideEmpregador: EmployerInscription; eventos: E[] }>();
  for (const event of events) {
    const grupo = grupoOfLayout(event.layout);
    const key = `${grupo}|${event.ideEmpregador.tpInsc}|${event.ideEmpregador.nrInsc}`;
    let group = groups.get(key);
    if (!group) {
      group = { grupo, ideEmpregador: event.ideEmpregador, eventos: [] };
      groups.set(key, group);
    }
    group.eventos.push(event);
  }
  const plans: LotePlan<E>[] = [];
  for (const group of groups.values()) {
    for (let start = 0; start < group.eventos.length; start += size) {
      plans.push({ grupo: group.grupo, ideEmpregador: group.ideEmpregador, eventos: group.eventos.slice(start, start + size) });
    }
  }
  return plans;
}

/** The transmitter of a certificate: its CNPJ (e-CNPJ) or CPF (e-CPF). */
export function transmissorOf(certificate: { cnpj: string | null; cpf: string | null }): Transmissor {
  if (certificate.cnpj) return { tpInsc: 1, nrInsc: certificate.cnpj };
  if (certificate.cpf) return { tpInsc: 2, nrInsc: certificate.cpf };
  throw new CertificateFileError('O certificado não informa CNPJ nem CPF do titular');
}
