import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { oncePerKey } from '../platform/once';
import { eventLayouts, layoutOfNamespace, type EventLayout } from './layouts';
import { namespaceOf, scanXml } from './xml-scan';

/*
 * Schema validation with xmllint (libxml2 compiled to WebAssembly). The official XSDs are read from
 * functions/esocial/xsd (kept in the repository, which stands alone) or from ESOCIAL_XSD_DIR, which a Lambda
 * bundle sets to wherever it ships them. Texts are read once per process; each validation run starts one
 * xmllint worker, so many documents of one schema are validated in a single run (validateMany).
 */

/** Communication documents (comunicacao/) validated by name. */
export const comunicacaoSchemas = {
  EnvioLoteEventos: 'EnvioLoteEventos-v1_1_1.xsd',
  RetornoEnvioLoteEventos: 'RetornoEnvioLoteEventos-v1_1_0.xsd',
  ConsultaLoteEventos: 'ConsultaLoteEventos-v1_0_0.xsd',
  RetornoProcessamentoLote: 'RetornoProcessamentoLote-v1_3_0.xsd',
  RetornoEvento: 'RetornoEvento-v1_2_1.xsd',
  ConsultaIdentificadoresEventosEmpregador: 'ConsultaIdentificadoresEventosEmpregador-v1_0_0.xsd',
  ConsultaIdentificadoresEventosTrabalhador: 'ConsultaIdentificadoresEventosTrabalhador-v1_0_0.xsd',
  RetornoConsultaIdentificadoresEventos: 'RetornoConsultaIdentificadoresEventos-v1_0_0.xsd',
  SolicitacaoDownloadEventosPorId: 'SolicitacaoDownloadEventosPorId-v1_0_0.xsd',
  SolicitacaoDownloadEventosPorNrRecibo: 'SolicitacaoDownloadEventosPorNrRecibo-v1_0_0.xsd',
  RetornoSolicitacaoDownloadEventos: 'RetornoSolicitacaoDownloadEventos-v1_0_0.xsd',
} as const;

/** Communication documents that carry (or embed) an XML signature: their XSDs import xmldsig. */
const signedComunicacao: ReadonlySet<string> = new Set([
  'RetornoEvento',
  'ConsultaIdentificadoresEventosEmpregador',
  'ConsultaIdentificadoresEventosTrabalhador',
  'SolicitacaoDownloadEventosPorId',
  'SolicitacaoDownloadEventosPorNrRecibo',
]);

export type SchemaName = EventLayout | keyof typeof comunicacaoSchemas;

/** One schema error: the line in the document (1 for our single-line XML), the element and a readable message. */
export interface SchemaError {
  readonly line: number | null;
  readonly element: string | null;
  readonly message: string;
}

export interface SchemaValidation {
  readonly valid: boolean;
  readonly errors: readonly SchemaError[];
}

/** Where the official XSDs live: ESOCIAL_XSD_DIR, else functions/esocial/xsd of the repository. */
export function xsdDirectory(): string {
  return process.env.ESOCIAL_XSD_DIR ?? fileURLToPath(new URL('../../esocial/xsd/', import.meta.url));
}

/** A schema's main file and the files it includes or imports, as xmllint takes them. */
export interface LoadedSchema {
  readonly schema: XMLFileInfo;
  readonly preload: XMLFileInfo[];
}

const schemas = oncePerKey<SchemaName, LoadedSchema>();

/** A schema's texts, read once per process; a failed read (missing directory) is not kept: the next call tries again. */
function loadSchema(name: SchemaName): Promise<LoadedSchema> {
  return schemas(name, readSchema);
}

/** Reads a schema's files from the XSD directory (no cache: loadSchema keeps them). */
export async function readSchema(name: SchemaName): Promise<LoadedSchema> {
  const root = xsdDirectory();
  const read = async (dir: string, fileName: string): Promise<XMLFileInfo> => ({
    fileName,
    contents: await readFile(join(root, dir, fileName), 'utf8'),
  });
  if (name in eventLayouts) {
    // Each event XSD includes tipos.xsd and imports xmldsig-core-schema.xsd by relative name.
    const [schema, ...preload] = await Promise.all([
      read('S-1.3', eventLayouts[name as EventLayout].xsd),
      read('S-1.3', 'tipos.xsd'),
      read('S-1.3', 'xmldsig-core-schema.xsd'),
    ]);
    return { schema: schema as XMLFileInfo, preload };
  }
  const fileName = comunicacaoSchemas[name as keyof typeof comunicacaoSchemas];
  const schema = await read('comunicacao', fileName);
  const preload = signedComunicacao.has(name) ? [await read('comunicacao', 'xmldsig-core-schema.xsd')] : [];
  return { schema, preload };
}

/**
 * Validates documents of one schema in a single xmllint run; answers one result per document, in order.
 *
 * @example const [result] = await validateMany('S-2220', [signedXml]); // result.valid, result.errors
 */
export async function validateMany(name: SchemaName, xmls: readonly string[]): Promise<SchemaValidation[]> {
  if (xmls.length === 0) return [];
  const { schema, preload } = await loadSchema(name);
  const files = xmls.map((contents, index) => ({ fileName: `doc${index}.xml`, contents }));
  const result = await validateXML({
    xml: files,
    schema,
    preload,
    // Room for the schemas (tipos.xsd is 220 kB) plus many documents at once.
    initialMemoryPages: 512,
    maxMemoryPages: 4096,
  });
  if (result.valid) return xmls.map(() => ({ valid: true, errors: [] }));
  const errors = new Map<number, SchemaError[]>();
  const failed = new Set<number>();
  for (const line of result.rawOutput.split('\n')) {
    const located = /^doc(\d+)\.xml:(\d+): (.*)$/.exec(line);
    if (located) {
      const index = Number(located[1]);
      const list = errors.get(index) ?? [];
      list.push(readableError(Number(located[2]), located[3] as string));
      errors.set(index, list);
      continue;
    }
    const fails = /^doc(\d+)\.xml fails to validate/.exec(line);
    if (fails) failed.add(Number(fails[1]));
  }
  return xmls.map((_, index) => {
    const list = errors.get(index) ?? [];
    const valid = list.length === 0 && !failed.has(index);
    return { valid, errors: valid || list.length > 0 ? list : [{ line: null, element: null, message: 'Documento inválido' }] };
  });
}

/** Validates one document against a schema. */
export async function validateXml(name: SchemaName, xml: string): Promise<SchemaValidation> {
  const [result] = await validateMany(name, [xml]);
  return result as SchemaValidation;
}

/**
 * Validates a (signed) event against the schema of its layout, found from the namespace of its root. The event
 * XSDs require ds:Signature as the last child of <eSocial>: validate after signing (an unsigned event fails with
 * "Missing child element(s). Expected is ( {…xmldsig#}Signature )").
 */
export async function validateEvent(xml: string): Promise<SchemaValidation & { layout: EventLayout | null }> {
  const layout = detectLayout(xml);
  if (!layout) return { layout, valid: false, errors: [{ line: null, element: 'eSocial', message: 'Leiaute do evento não reconhecido' }] };
  return { layout, ...(await validateXml(layout, xml)) };
}

/** The layout of an event document from its root namespace; null when not one of ours or not XML. */
export function detectLayout(xml: string): EventLayout | null {
  try {
    return layoutOfNamespace(namespaceOf(scanXml(xml)));
  } catch {
    return null;
  }
}

/**
 * From "Schemas validity error : Element '{http://…}nrInsc': [facet 'pattern'] …" (some libxml2 builds prefix
 * "element nrInsc: ") to
 * "Element 'nrInsc': [facet 'pattern'] …", with the element apart. Only namespaces ({scheme:…}) are left out: the
 * braces of an enumeration's set or a pattern's quantifier stay.
 */
export function readableError(line: number, raw: string): SchemaError {
  const element = /^element ([^:]+):/.exec(raw)?.[1] ?? /Element '(?:\{[^}]*\})?([^']+)'/.exec(raw)?.[1] ?? null;
  const message = raw
    .replace(/^element [^:]+: /, '')
    .replace(/^Schemas validity error : /, '')
    .replace(/\{[^}':]+:[^}']*\}/g, '')
    .trim();
  return { line, element, message };
}
