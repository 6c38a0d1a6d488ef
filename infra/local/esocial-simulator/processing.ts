import { createHash } from 'node:crypto';
import {
  comunicacaoNamespaces,
  eventLayouts,
  layoutOfNamespace,
  maxEventsPerLote,
  saoPauloDateTime,
  saoPauloTimestamp,
  validateMany,
  validateXml,
  verifySignature,
  type EventLayout,
  type Ocorrencia,
} from '@ocupacional/functions/esocial/index';
import { child, children, innerXml, namespaceOf, path, scanXml, text, type XmlElement } from '@ocupacional/functions/esocial/xml-scan';
import { consultaCodes, envioCodes, eventoCodes, occurrences } from './occurrences';
import {
  retornoEnvioXml,
  retornoEventoXml,
  retornoProcessamentoXml,
  type EventResult,
  type Inscricao,
  type Status,
} from './responses';

/*
 * What the simulated web service does with a lote: the checks of reception (envio) answered at once, and the
 * processing of each event (schema, signature, employer, duplicates, receipts) answered by the consulta. State
 * lives in memory: lotes by protocolo and the receipts of accepted events, which later lotes see (duplicates,
 * rectifications and exclusions refer to them).
 */

export interface StoredEvent extends EventResult {
  readonly layout: EventLayout | null;
  /** The event as received inside the lote. */
  readonly xml: string;
}

export interface StoredLote {
  readonly protocoloEnvio: string;
  readonly dhRecepcao: string;
  readonly receivedAt: number;
  readonly processAt: number;
  readonly grupo: number;
  readonly ideEmpregador: Inscricao;
  readonly ideTransmissor: Inscricao;
  /** The EnvioLoteEventos document as received. */
  readonly loteXml: string;
  eventos: StoredEvent[];
  processed: boolean;
}

export interface Receipt {
  readonly nrRecibo: string;
  readonly id: string;
  readonly layout: EventLayout;
  readonly employerRoot: string;
  readonly hash: string;
  excluded: boolean;
  /** What the query services read (consultas.ts): the worker, when and in which lote it came, the event itself. */
  readonly cpfTrab?: string | null;
  readonly dhRecepcao?: string;
  readonly protocoloEnvio?: string;
  readonly xml?: string;
}

export interface SimulatorState {
  readonly lotes: StoredLote[];
  /** Accepted events by Id. */
  readonly receiptsById: Map<string, Receipt>;
  readonly receiptsByNumber: Map<string, Receipt>;
  sequence: number;
}

export interface ProcessingOptions {
  /** The reception environment: events must carry this tpAmb (2 produção restrita by default). */
  readonly tpAmb: number;
  /** CNPJ roots (8 digits) or CPFs of employers whose S-1000 the web service "has". */
  readonly registeredEmployers: ReadonlySet<string>;
  /** CA that must have issued the signers' certificates. */
  readonly caPem: string;
  readonly processingDelayMs: number;
  readonly clock: () => Date;
}

/** The client's TLS certificate, as far as the lote checks need it. */
export interface ClientIdentity {
  readonly cnpj: string | null;
  readonly cpf: string | null;
}

export function createState(): SimulatorState {
  return { lotes: [], receiptsById: new Map(), receiptsByNumber: new Map(), sequence: 0 };
}

/** A CNPJ (14) or its root (8) as the root; a CPF as it is. */
export function employerKey(nrInsc: string): string {
  return nrInsc.length === 14 ? nrInsc.slice(0, 8) : nrInsc;
}

function inscricaoOf(xml: string, element: XmlElement | null): Inscricao | undefined {
  const tpInsc = text(xml, child(element, 'tpInsc'));
  const nrInsc = text(xml, child(element, 'nrInsc'));
  return tpInsc && nrInsc ? { tpInsc: Number(tpInsc), nrInsc } : undefined;
}

/**
 * Receives a lote (the EnvioLoteEventos document cut out of the SOAP body): schema of the lote, at most 50
 * events, the group of each event, the transmitter against the TLS certificate. Answers the
 * retornoEnvioLoteEventos document; when accepted, stores the lote and returns the processing to run.
 */
export async function receiveLote(
  state: SimulatorState,
  options: ProcessingOptions,
  loteXml: string | null,
  client: ClientIdentity,
): Promise<{ retornoXml: string; lote?: StoredLote }> {
  if (!loteXml) return { retornoXml: retornoEnvioXml({ status: envioCodes.vazio }) };
  const schema = await validateXml('EnvioLoteEventos', loteXml);
  if (!schema.valid) {
    return {
      retornoXml: retornoEnvioXml({
        status: { ...envioCodes.schemaInvalido, ocorrencias: schema.errors.slice(0, 20).map((e) => occurrences.loteSchema(e.message, e.element ?? undefined)) },
      }),
    };
  }
  const root = scanXml(loteXml);
  const envio = child(root, 'envioLoteEventos') as XmlElement;
  const ideEmpregador = inscricaoOf(loteXml, child(envio, 'ideEmpregador')) as Inscricao;
  const ideTransmissor = inscricaoOf(loteXml, child(envio, 'ideTransmissor')) as Inscricao;
  const grupo = Number(envio.attributes.grupo);
  const eventos = children(child(envio, 'eventos'), 'evento');

  const problems: Ocorrencia[] = [];
  if (eventos.length > maxEventsPerLote) problems.push(occurrences.tooManyEvents(eventos.length));
  const transmitter = ideTransmissor.tpInsc === 1 ? client.cnpj : client.cpf;
  if (!transmitter || transmitter !== ideTransmissor.nrInsc) problems.push(occurrences.transmitterMismatch());
  for (const evento of eventos) {
    const layout = layoutOfEvent(loteXml, evento);
    if (layout && eventLayouts[layout].grupo !== grupo) problems.push(occurrences.wrongGroup(layout, grupo));
  }
  if (problems.length > 0) {
    return { retornoXml: retornoEnvioXml({ ideEmpregador, ideTransmissor, status: { ...envioCodes.erroPreenchimento, ocorrencias: problems } }) };
  }

  const now = options.clock();
  state.sequence += 1;
  const protocoloEnvio = `1.${options.tpAmb}.${saoPauloTimestamp(now).slice(0, 6)}.${String(state.sequence).padStart(19, '0')}`;
  const lote: StoredLote = {
    protocoloEnvio,
    dhRecepcao: saoPauloDateTime(now),
    receivedAt: now.getTime(),
    processAt: now.getTime() + options.processingDelayMs,
    grupo,
    ideEmpregador,
    ideTransmissor,
    loteXml,
    eventos: [],
    processed: false,
  };
  state.lotes.push(lote);
  return {
    lote,
    retornoXml: retornoEnvioXml({
      ideEmpregador,
      ideTransmissor,
      status: envioCodes.recebido,
      recepcao: { protocoloEnvio, dhRecepcao: lote.dhRecepcao },
    }),
  };
}

function layoutOfEvent(xml: string, evento: XmlElement): EventLayout | null {
  const document = evento.children[0];
  return document ? layoutOfNamespace(namespaceOf(document)) : null;
}

/**
 * Processes the events of a received lote in order: layout, Id, schema, signature, environment, employer,
 * duplicates, the receipt a rectification or an exclusion refers to. Accepted events get a receipt.
 */
export async function processLote(state: SimulatorState, options: ProcessingOptions, lote: StoredLote): Promise<void> {
  const root = scanXml(lote.loteXml);
  const eventos = children(path(root, 'envioLoteEventos', 'eventos'), 'evento').map((evento) => ({
    id: evento.attributes.Id ?? '',
    xml: innerXml(lote.loteXml, evento).trim(),
    layout: layoutOfEvent(lote.loteXml, evento),
  }));

  // One xmllint run per layout present in the lote.
  const schemaResults = new Map<string, Awaited<ReturnType<typeof validateMany>>[number]>();
  const layouts = [...new Set(eventos.map((e) => e.layout).filter((l): l is EventLayout => l !== null))];
  await Promise.all(
    layouts.map(async (layout) => {
      const ofLayout = eventos.filter((e) => e.layout === layout);
      const results = await validateMany(
        layout,
        ofLayout.map((e) => e.xml),
      );
      ofLayout.forEach((e, index) => schemaResults.set(e.id, results[index] as (typeof results)[number]));
    }),
  );

  for (const evento of eventos) {
    lote.eventos.push({ ...processEvent(state, options, lote, evento, schemaResults.get(evento.id)), layout: evento.layout, xml: evento.xml });
  }
  lote.processed = true;
}

function processEvent(
  state: SimulatorState,
  options: ProcessingOptions,
  lote: StoredLote,
  evento: { id: string; xml: string; layout: EventLayout | null },
  schema: { valid: boolean; errors: readonly { message: string; element: string | null }[] } | undefined,
): EventResult {
  const dhProcessamento = saoPauloDateTime(options.clock());
  const reject = (ocorrencias: Ocorrencia[]): EventResult => ({ id: evento.id, evtDupl: false, ...eventoCodes.rejeitado, dhProcessamento, ocorrencias });
  if (!evento.layout) return reject([occurrences.unknownLayout()]);
  if (!schema?.valid) return reject((schema?.errors ?? []).slice(0, 20).map((e) => occurrences.eventSchema(e.message, e.element)));

  const root = scanXml(evento.xml);
  const evt = root.children[0] as XmlElement;
  if (evt.attributes.Id !== evento.id) return reject([occurrences.idMismatch()]);
  const signature = verifySignature(evento.xml, { trustedCaPem: options.caPem, at: options.clock() });
  if (!signature.valid) {
    return reject([signature.unrecognizedPattern ? occurrences.signaturePattern() : occurrences.signature(signature.reason ?? '')]);
  }

  const tpAmb = text(evento.xml, path(evt, 'ideEvento', 'tpAmb'));
  if (tpAmb !== String(options.tpAmb)) return reject([occurrences.environment(tpAmb, options.tpAmb)]);
  const employer = inscricaoOf(evento.xml, child(evt, 'ideEmpregador'));
  if (!employer || employer.tpInsc !== lote.ideEmpregador.tpInsc || employerKey(employer.nrInsc) !== employerKey(lote.ideEmpregador.nrInsc)) {
    return reject([occurrences.employerMismatch()]);
  }
  const root8 = employerKey(employer.nrInsc);
  if (!options.registeredEmployers.has(root8)) return reject([occurrences.employerNotRegistered(employer.nrInsc)]);

  const hash = createHash('sha256').update(evento.xml).digest('base64');
  const previous = state.receiptsById.get(evento.id);
  if (previous) {
    // The same event again: the web service answers the receipt it gave (evtDupl); another content is an error.
    if (previous.hash !== hash) return reject([occurrences.duplicatedId()]);
    return { id: evento.id, evtDupl: true, ...eventoCodes.sucesso, dhProcessamento, ocorrencias: [], nrRecibo: previous.nrRecibo, hash };
  }

  // A rectification (indRetif 2) or an exclusion refers to an accepted, not excluded event of this employer.
  const referred =
    evento.layout === 'S-3000'
      ? { nrRecibo: text(evento.xml, path(evt, 'infoExclusao', 'nrRecEvt')), layout: text(evento.xml, path(evt, 'infoExclusao', 'tpEvento')) }
      : text(evento.xml, path(evt, 'ideEvento', 'indRetif')) === '2'
        ? { nrRecibo: text(evento.xml, path(evt, 'ideEvento', 'nrRecibo')), layout: evento.layout }
        : null;
  if (referred) {
    const target = referred.nrRecibo ? state.receiptsByNumber.get(referred.nrRecibo) : undefined;
    if (!target || target.excluded || target.layout !== referred.layout || target.employerRoot !== root8) {
      return reject([occurrences.receiptNotFound(referred.nrRecibo ?? '')]);
    }
    if (evento.layout === 'S-3000') target.excluded = true;
  }

  const nrRecibo = `1.${options.tpAmb}.${String(state.receiptsByNumber.size + 1).padStart(19, '0')}`;
  const cpfTrab = text(evento.xml, path(evt, 'ideVinculo', 'cpfTrab')) ?? text(evento.xml, path(evt, 'infoExclusao', 'ideTrabalhador', 'cpfTrab'));
  const receipt: Receipt = {
    nrRecibo,
    id: evento.id,
    layout: evento.layout,
    employerRoot: root8,
    hash,
    excluded: false,
    cpfTrab,
    dhRecepcao: lote.dhRecepcao,
    protocoloEnvio: lote.protocoloEnvio,
    xml: evento.xml,
  };
  state.receiptsById.set(evento.id, receipt);
  state.receiptsByNumber.set(nrRecibo, receipt);
  return { id: evento.id, evtDupl: false, ...eventoCodes.sucesso, dhProcessamento, ocorrencias: [], nrRecibo, hash };
}

/** Answers a ConsultaLoteEventos document: pending, unknown protocol, or the processed lote with each event. */
export async function consultLote(
  state: SimulatorState,
  options: ProcessingOptions,
  consultaXml: string | null,
  pending: ReadonlyMap<string, Promise<void>>,
): Promise<string> {
  if (!consultaXml) return retornoProcessamentoXml({ status: { ...consultaCodes.erroPreenchimento } });
  const problem = consultaShapeProblem(consultaXml);
  if (problem) return retornoProcessamentoXml({ status: { ...consultaCodes.schemaInvalido, ocorrencias: [occurrences.consultaSchema(problem)] } });
  const protocolo = text(consultaXml, path(scanXml(consultaXml), 'consultaLoteEventos', 'protocoloEnvio')) ?? '';
  const lote = state.lotes.find((l) => l.protocoloEnvio === protocolo);
  if (!lote) {
    return retornoProcessamentoXml({ status: { ...consultaCodes.erroPreenchimento, ocorrencias: [occurrences.consultaProtocolNotFound(protocolo)] } });
  }
  const now = options.clock().getTime();
  const recepcao = { protocoloEnvio: lote.protocoloEnvio, dhRecepcao: lote.dhRecepcao };
  if (now < lote.processAt || (!lote.processed && options.processingDelayMs > 0)) {
    const status: Status = { ...consultaCodes.aguardando, tempoEstimadoConclusao: Math.max(1, Math.ceil((lote.processAt - now) / 1000)) };
    return retornoProcessamentoXml({ status, ideEmpregador: lote.ideEmpregador, ideTransmissor: lote.ideTransmissor, recepcao });
  }
  // Without a delay, a consulta that arrives while the lote is still being processed waits for it (no polling in tests).
  await pending.get(lote.protocoloEnvio);
  return retornoProcessamentoXml({
    status: consultaCodes.processado,
    ideEmpregador: lote.ideEmpregador,
    ideTransmissor: lote.ideTransmissor,
    recepcao,
    eventos: lote.eventos.map((evento) => ({
      id: evento.id,
      evtDupl: evento.evtDupl,
      retornoEventoXml: retornoEventoXml({
        result: evento,
        ideEmpregador: lote.ideEmpregador,
        tpAmb: options.tpAmb,
        dhRecepcao: lote.dhRecepcao,
        protocoloEnvio: lote.protocoloEnvio,
      }),
    })),
  });
}

/**
 * ConsultaLoteEventos-v1_0_0.xsd allows exactly <eSocial xmlns="…consulta…"><consultaLoteEventos><protocoloEnvio>
 * (a string). Checked by structure rather than by an xmllint run: the same rule, without a worker start per
 * consulta (polling is the most frequent call).
 */
function consultaShapeProblem(xml: string): string | null {
  let root: XmlElement;
  try {
    root = scanXml(xml);
  } catch (error) {
    return (error as Error).message;
  }
  if (root.localName !== 'eSocial' || namespaceOf(root) !== comunicacaoNamespaces.consultaLote) {
    return `Element '${root.localName}': No matching global declaration available for the validation root.`;
  }
  const consulta = root.children.length === 1 ? root.children[0] : undefined;
  if (consulta?.localName !== 'consultaLoteEventos' || namespaceOf(consulta) !== comunicacaoNamespaces.consultaLote) {
    return "Element 'eSocial': Missing child element(s). Expected is ( consultaLoteEventos ).";
  }
  const protocolo = consulta.children.length === 1 ? consulta.children[0] : undefined;
  if (protocolo?.localName !== 'protocoloEnvio' || protocolo.children.length > 0) {
    return "Element 'consultaLoteEventos': Missing child element(s). Expected is ( protocoloEnvio ).";
  }
  return null;
}
