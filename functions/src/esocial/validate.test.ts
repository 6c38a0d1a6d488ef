import { describe, expect, it } from 'vitest';
import { comunicacaoNamespaces } from './layouts';
import { readableError, readSchema, validateEvent, validateMany, validateXml } from './validate';

/* Schema validation with the official XSDs (functions/esocial/xsd): which files a schema needs, and how xmllint's output becomes per-document errors. */

const consulta = (protocolo: string, lines = false): string =>
  lines
    ? `<eSocial xmlns="${comunicacaoNamespaces.consultaLote}">\n${'\n'.repeat(10)}<consultaLoteEventos>\n<${protocolo}/>\n</consultaLoteEventos>\n</eSocial>`
    : `<eSocial xmlns="${comunicacaoNamespaces.consultaLote}"><consultaLoteEventos><protocoloEnvio>${protocolo}</protocoloEnvio></consultaLoteEventos></eSocial>`;

describe('schema files', () => {
  it.each([
    ['S-2220', 'evtMonit.xsd', ['tipos.xsd', 'xmldsig-core-schema.xsd']],
    ['S-2240', 'evtExpRisco.xsd', ['tipos.xsd', 'xmldsig-core-schema.xsd']],
    ['RetornoEvento', 'RetornoEvento-v1_2_1.xsd', ['xmldsig-core-schema.xsd']],
    ['EnvioLoteEventos', 'EnvioLoteEventos-v1_1_1.xsd', []],
  ] as const)('%s reads %s and the files it includes or imports', async (name, schemaFile, preloaded) => {
    const { schema, preload } = await readSchema(name);
    expect(schema.fileName).toBe(schemaFile);
    expect(preload.map((file) => file.fileName)).toEqual(preloaded);
    for (const file of [schema, ...preload]) {
      expect(typeof file.contents).toBe('string');
      expect(file.contents).toMatch(/<(xs:)?schema[\s>]/);
    }
  });
});

describe('validation results per document', () => {
  it('answers nothing for no documents, without starting xmllint', async () => {
    expect(await validateMany('ConsultaLoteEventos', [])).toEqual([]);
  });

  it('answers each of many documents in order, past the tenth', async () => {
    const xmls = Array.from({ length: 12 }, (_, index) => (index === 11 ? '<eSocial xmlns="urn:outro"/>' : consulta(`1.1.000000000000000000${index}`)));
    const results = await validateMany('ConsultaLoteEventos', xmls);
    expect(results.slice(0, 11)).toEqual(Array.from({ length: 11 }, () => ({ valid: true, errors: [] })));
    expect(results[11]).toEqual({
      valid: false,
      errors: [{ line: 1, element: 'eSocial', message: "Element 'eSocial': No matching global declaration available for the validation root." }],
    });
  });

  it('gives the line of an error in a document written over many lines', async () => {
    const [result] = await validateMany('ConsultaLoteEventos', [consulta('outro', true)]);
    expect(result).toEqual({
      valid: false,
      errors: [{ line: 13, element: 'outro', message: "Element 'outro': This element is not expected. Expected is ( protocoloEnvio )." }],
    });
  });

  it('refuses a document that is not XML, with the parser message', async () => {
    const results = await validateMany('ConsultaLoteEventos', [consulta('1.1.0000000000000000001'), 'not xml']);
    expect(results[0]).toEqual({ valid: true, errors: [] });
    expect(results[1]).toEqual({ valid: false, errors: [{ line: 1, element: null, message: "parser error : Start tag expected, '<' not found" }] });
  });

  it('refuses a document that is not an event of ours without running xmllint', async () => {
    expect(await validateEvent(consulta('1.1.0000000000000000001'))).toEqual({
      layout: null,
      valid: false,
      errors: [{ line: null, element: 'eSocial', message: 'Leiaute do evento não reconhecido' }],
    });
  });

  it('validates one document', async () => {
    expect(await validateXml('ConsultaLoteEventos', consulta('1.1.0000000000000000001'))).toEqual({ valid: true, errors: [] });
  });
});

describe('readable schema errors', () => {
  it.each([
    [
      'the namespace left out of the element',
      "Schemas validity error : Element '{http://www.esocial.gov.br/schema/evt/evtMonit/v_S_01_03_00}ufCRM': [facet 'enumeration'] The value 'XX' is not an element of the set {'AC', 'AL'}.",
      { element: 'ufCRM', message: "Element 'ufCRM': [facet 'enumeration'] The value 'XX' is not an element of the set {'AC', 'AL'}." },
    ],
    [
      'an element without namespace',
      "Schemas validity error : Element 'nrInsc': [facet 'pattern'] The value '1' is not accepted by the pattern '\\d{8}'.",
      { element: 'nrInsc', message: "Element 'nrInsc': [facet 'pattern'] The value '1' is not accepted by the pattern '\\d{8}'." },
    ],
    [
      'the prefix some libxml2 builds write',
      "element nrInsc: Schemas validity error : Element '{urn:x}nrInsc': [facet 'length'] The value has a length of '1'.",
      { element: 'nrInsc', message: "Element 'nrInsc': [facet 'length'] The value has a length of '1'." },
    ],
    [
      'a text of the document that reads like the prefix',
      "Schemas validity error : Element '{urn:x}obsCompl': [facet 'maxLength'] The value 'element de risco: ruído' has a length of '24'.",
      { element: 'obsCompl', message: "Element 'obsCompl': [facet 'maxLength'] The value 'element de risco: ruído' has a length of '24'." },
    ],
    [
      'an element out of order',
      "Schemas validity error : Element '{urn:x}procEmi': This element is not expected. Expected is one of ( {urn:x}nrRecibo, {urn:x}tpAmb ).",
      { element: 'procEmi', message: "Element 'procEmi': This element is not expected. Expected is one of ( nrRecibo, tpAmb )." },
    ],
    ['a message with blanks at the end', "Schemas validity error : Element 'tpAmb': This element is not expected.  ", { element: 'tpAmb', message: "Element 'tpAmb': This element is not expected." }],
    ['a parser error, which names no element', "parser error : Start tag expected, '<' not found", { element: null, message: "parser error : Start tag expected, '<' not found" }],
  ])('reads %s', (_case, raw, expected) => {
    expect(readableError(3, raw)).toEqual({ line: 3, ...expected });
  });
});
