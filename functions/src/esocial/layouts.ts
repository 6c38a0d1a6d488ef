/*
 * The eSocial layouts this library writes (leiaute S-1.3) and the facts the rest of the module reads from them:
 * the root element under <eSocial>, the schema file, the namespace (each XSD's targetNamespace; layouts.test.ts
 * checks them against the files) and the web service's group of the event.
 */

/** Version part of the S-1.3 event namespaces. */
export const layoutVersion = 'v_S_01_03_00';

/**
 * Groups of the EnvioLoteEventos `grupo` attribute (manual do desenvolvedor): 1 tabelas (S-1000…S-1080),
 * 2 não periódicos, 3 periódicos. Every layout of ours is non-periodic; S-3000 goes in group 2 because it
 * excludes non-periodic events here (S-2210, S-2220, S-2240).
 */
export const loteGroups = { tabelas: 1, naoPeriodicos: 2, periodicos: 3 } as const;
export type LoteGroup = (typeof loteGroups)[keyof typeof loteGroups];

export const eventLayouts = {
  'S-2210': { root: 'evtCAT', xsd: 'evtCAT.xsd', grupo: loteGroups.naoPeriodicos, title: 'Comunicação de Acidente de Trabalho' },
  'S-2220': { root: 'evtMonit', xsd: 'evtMonit.xsd', grupo: loteGroups.naoPeriodicos, title: 'Monitoramento da Saúde do Trabalhador' },
  'S-2240': {
    root: 'evtExpRisco',
    xsd: 'evtExpRisco.xsd',
    grupo: loteGroups.naoPeriodicos,
    title: 'Condições Ambientais do Trabalho - Agentes Nocivos',
  },
  'S-3000': { root: 'evtExclusao', xsd: 'evtExclusao.xsd', grupo: loteGroups.naoPeriodicos, title: 'Exclusão de Eventos' },
} as const;

export type EventLayout = keyof typeof eventLayouts;
export const eventLayoutCodes = Object.keys(eventLayouts) as EventLayout[];

/** The namespace of a layout's <eSocial> document, e.g. http://www.esocial.gov.br/schema/evt/evtMonit/v_S_01_03_00. */
export function layoutNamespace(layout: EventLayout): string {
  return `http://www.esocial.gov.br/schema/evt/${eventLayouts[layout].root}/${layoutVersion}`;
}

/** The layout whose namespace this is, or null for any other document. */
export function layoutOfNamespace(namespace: string | null | undefined): EventLayout | null {
  return eventLayoutCodes.find((layout) => layoutNamespace(layout) === namespace) ?? null;
}

/** Whether a string names one of our layouts. */
export function isEventLayout(value: string): value is EventLayout {
  return Object.hasOwn(eventLayouts, value);
}

/** Namespaces of the communication documents (comunicacao/*.xsd and the WSDLs). */
export const comunicacaoNamespaces = {
  envioLote: 'http://www.esocial.gov.br/schema/lote/eventos/envio/v1_1_1',
  retornoEnvio: 'http://www.esocial.gov.br/schema/lote/eventos/envio/retornoEnvio/v1_1_0',
  consultaLote: 'http://www.esocial.gov.br/schema/lote/eventos/envio/consulta/retornoProcessamento/v1_0_0',
  retornoProcessamento: 'http://www.esocial.gov.br/schema/lote/eventos/envio/retornoProcessamento/v1_3_0',
  retornoEvento: 'http://www.esocial.gov.br/schema/evt/retornoEvento/v1_2_1',
  /** WsEnviarLoteEventos-v1_1_0.wsdl, targetNamespace of EnviarLoteEventos. */
  wsEnviar: 'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/v1_1_0',
  /** WsConsultarLoteEventos-v1_1_0.wsdl, targetNamespace of ConsultarLoteEventos. */
  wsConsultar: 'http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/consulta/retornoProcessamento/v1_1_0',
} as const;

/** XML Signature namespace. */
export const xmldsigNamespace = 'http://www.w3.org/2000/09/xmldsig#';
