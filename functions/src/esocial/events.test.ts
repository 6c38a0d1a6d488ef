import { beforeAll, describe, expect, it } from 'vitest';
import { readA1Certificate, type A1Certificate } from './certificate';
import { demoS2210, demoS2220, demoS2240, demoS3000 } from './demo-inputs';
import { EventInputError } from './errors';
import { buildEvent, buildS2210, buildS2220, buildS2240, buildS3000 } from './events/index';
import { eventId } from './ids';
import { asRectification, type EventInput, type S2210Input, type S2220Input, type S2240Input, type S3000Input } from './inputs';
import { layoutNamespace, type EventLayout } from './layouts';
import { signEvent, verifySignature } from './sign';
import { getTestCertificates } from './test-certificates';
import { detectLayout, validateEvent, validateMany, validateXml } from './validate';

const employer = { tpInsc: 1, nrInsc: '11222333' } as const;
const at = new Date('2026-05-10T17:03:22Z');
let certificate: A1Certificate;

beforeAll(() => {
  const { a1 } = getTestCertificates();
  certificate = readA1Certificate(a1.pfx, a1.password);
});

const samples: [EventLayout, EventInput][] = [
  ['S-2210', demoS2210()],
  ['S-2220', demoS2220()],
  ['S-2240', demoS2240()],
  ['S-3000', demoS3000()],
];

describe('event builders', () => {
  it.each(samples)('%s: the signed event validates against the official S-1.3 schema and its signature verifies', async (layout, input) => {
    // Prepare
    const built = buildEvent(input, eventId(employer, at, 1));

    // Act
    const signed = signEvent(built.xml, certificate);
    const validation = await validateEvent(signed);

    // Assess
    expect(built.layout).toBe(layout);
    expect(validation).toMatchObject({ layout, valid: true, errors: [] });
    expect(verifySignature(signed).valid).toBe(true);
    expect(signed.startsWith(`<eSocial xmlns="${layoutNamespace(layout)}">`)).toBe(true);
  });

  it('writes the XSD order with no whitespace between tags and no empty elements', () => {
    const { xml } = buildS2220(demoS2220(), eventId(employer, at, 1));
    expect(xml).toMatch(
      /^<eSocial xmlns="[^"]+"><evtMonit Id="ID1112223330000002026051014032200001"><ideEvento><indRetif>1<\/indRetif><tpAmb>2<\/tpAmb><procEmi>1<\/procEmi><verProc>Ocupacional-1.0<\/verProc><\/ideEvento><ideEmpregador><tpInsc>1<\/tpInsc><nrInsc>11222333<\/nrInsc><\/ideEmpregador><ideVinculo><cpfTrab>11144477735<\/cpfTrab><matricula>DEMO-0001<\/matricula><\/ideVinculo><exMedOcup><tpExameOcup>0<\/tpExameOcup><aso><dtAso>2026-05-04<\/dtAso><resAso>1<\/resAso><exame>/,
    );
    expect(xml).not.toMatch(/>\s+</);
    expect(xml).not.toMatch(/<(\w+)><\/\1>/);
  });

  it('writes a rectification (indRetif 2 with the receipt) that still validates', async () => {
    const built = buildS2220(asRectification(demoS2220(), '1.2.0000000000000000042'), eventId(employer, at, 2));
    expect(built.xml).toContain('<ideEvento><indRetif>2</indRetif><nrRecibo>1.2.0000000000000000042</nrRecibo><tpAmb>2</tpAmb>');
    expect((await validateXml('S-2220', signEvent(built.xml, certificate))).valid).toBe(true);
  });

  it('escapes the five XML characters, which survive signing and validation', async () => {
    const input = demoS2240();
    const text = `Operar "envase" & <rotular> d'água`;
    const built = buildS2240({ ...input, infoExpRisco: { ...input.infoExpRisco, infoAtiv: { dscAtivDes: text } } }, eventId(employer, at, 3));
    expect(built.xml).toContain('<dscAtivDes>Operar &quot;envase&quot; &amp; &lt;rotular&gt; d&#39;água</dscAtivDes>');
    const signed = signEvent(built.xml, certificate);
    expect(verifySignature(signed).valid).toBe(true);
    expect((await validateXml('S-2240', signed)).valid).toBe(true);
  });

  it('refuses an input that breaks the layout, with the field paths', () => {
    const input = demoS2220();
    const broken = { ...input, ideVinculo: { cpfTrab: '111.444.777-00', matricula: 'X' } };
    const error = (() => {
      try {
        buildS2220(broken, eventId(employer, at, 1));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(EventInputError);
    expect((error as EventInputError).issues).toEqual([{ path: 'ideVinculo.cpfTrab', message: 'Digite um CPF válido' }]);
    expect((error as EventInputError).status).toBe(400);
  });

  it("refuses an Id that is not the employer's", () => {
    expect(() => buildS2220(demoS2220(), eventId({ tpInsc: 1, nrInsc: '99888777' }, at, 1))).toThrow(/não corresponde ao empregador/);
    expect(() => buildS2220(demoS2220(), 'ID123')).toThrow(EventInputError);
  });
});

describe('schema validation', () => {
  it('reports an unsigned event as missing its Signature: the XSDs require it, so events are validated after signing', async () => {
    const built = buildS2220(demoS2220(), eventId(employer, at, 1));
    const result = await validateXml('S-2220', built.xml);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([{ line: 1, element: 'eSocial', message: "Element 'eSocial': Missing child element(s). Expected is ( Signature )." }]);
  });

  it('validates many documents in one run and answers readable errors per document', async () => {
    const good = signEvent(buildS2220(demoS2220(0), eventId(employer, at, 1)).xml, certificate);
    const bad = signEvent(buildS2220(demoS2220(1), eventId(employer, at, 2)).xml.replace('<ufCRM>SP</ufCRM>', '<ufCRM>XX</ufCRM>'), certificate);
    const wrongOrder = good.replace('<tpAmb>2</tpAmb><procEmi>1</procEmi>', '<procEmi>1</procEmi><tpAmb>2</tpAmb>');

    const [first, second, third] = await validateMany('S-2220', [good, bad, wrongOrder]);

    expect(first).toEqual({ valid: true, errors: [] });
    expect(second?.valid).toBe(false);
    expect(second?.errors[0]).toMatchObject({ line: 1, element: 'ufCRM' });
    expect(second?.errors[0]?.message).toContain("Element 'ufCRM': [facet 'enumeration'] The value 'XX' is not an element of the set");
    expect(third?.valid).toBe(false);
    expect(third?.errors[0]?.message).toContain("Element 'procEmi': This element is not expected. Expected is one of ( nrRecibo, tpAmb ).");
  });

  it('finds the layout from the namespace, and rejects other documents', async () => {
    expect(detectLayout(buildS2220(demoS2220(), eventId(employer, at, 1)).xml)).toBe('S-2220');
    expect(detectLayout('<eSocial xmlns="urn:x"/>')).toBeNull();
    expect(detectLayout('not xml')).toBeNull();
    expect(await validateEvent('<eSocial xmlns="urn:x"/>')).toMatchObject({ layout: null, valid: false });
  });
});

/** The error a builder throws, or undefined. */
function errorOf(build: () => unknown): EventInputError | undefined {
  try {
    build();
  } catch (caught) {
    return caught as EventInputError;
  }
  return undefined;
}

const builders = [
  ['S-2210', (id: string, input?: unknown) => buildS2210((input ?? demoS2210()) as S2210Input, id)],
  ['S-2220', (id: string, input?: unknown) => buildS2220((input ?? demoS2220()) as S2220Input, id)],
  ['S-2240', (id: string, input?: unknown) => buildS2240((input ?? demoS2240()) as S2240Input, id)],
  ['S-3000', (id: string, input?: unknown) => buildS3000((input ?? demoS3000()) as S3000Input, id)],
] as const;

describe('event builders: refusals name the layout', () => {
  it.each(builders)('%s: an input without employer is refused under its layout', (layout, build) => {
    const error = errorOf(() => build(eventId(employer, at, 1), { layout }));
    expect(error).toBeInstanceOf(EventInputError);
    expect(error?.layout).toBe(layout);
    expect(error?.issues).toContainEqual({ path: 'ideEmpregador', message: 'Campo obrigatório' });
  });

  it.each(builders)('%s: an Id out of the rule is refused under its layout, with the Id', (layout, build) => {
    const error = errorOf(() => build('ID123'));
    expect(error).toBeInstanceOf(EventInputError);
    expect(error?.layout).toBe(layout);
    expect(error?.issues).toEqual([{ path: 'Id', message: 'Id fora da regra do eSocial: ID123' }]);
  });

  it.each(builders)("%s: an Id of another employer is refused under its layout", (layout, build) => {
    const error = errorOf(() => build(eventId({ tpInsc: 1, nrInsc: '99888777' }, at, 1)));
    expect(error?.layout).toBe(layout);
    expect(error?.issues).toEqual([{ path: 'Id', message: 'O Id do evento não corresponde ao empregador' }]);
  });
});

/** Everything the layouts allow, to see every optional element written in place. */
function fullS2210(): S2210Input {
  const input = demoS2210();
  return {
    ...input,
    ideVinculo: { cpfTrab: '111.444.777-35', codCateg: 701 },
    cat: {
      ...input.cat,
      tpCat: 3,
      indCatObito: 'S',
      dtObito: '2026-05-06',
      localAcidente: {
        tpLocal: 2,
        dscLocal: 'Feira em Nova York',
        dscLograd: '5TH AVENUE',
        nrLograd: '100',
        complemento: 'PAVILHAO 3',
        bairro: 'MANHATTAN',
        pais: '249',
        codPostal: '10001',
      },
      atestado: { ...input.cat.atestado, indAfast: 'N', dscCompLesao: 'Corte profundo', diagProvavel: 'Ferimento', observacao: 'Sutura' },
      catOrigem: { nrRecCatOrig: '1.2.0000000000000000007' },
    },
  };
}

function fullS2220(): S2220Input {
  const input = demoS2220();
  const aso = { ...input.exMedOcup.aso, exame: [{ dtExm: '2026-05-04', procRealizado: '0998', obsProc: 'Teste de esforço', indResult: 1 as const }] };
  return { ...input, exMedOcup: { ...input.exMedOcup, aso } };
}

function fullS2240(): S2240Input {
  const input = demoS2240();
  const [noise] = input.infoExpRisco.agNoc;
  return {
    ...input,
    infoExpRisco: {
      ...input.infoExpRisco,
      dtFimCondicao: '2026-06-30',
      agNoc: [
        { ...noise!, epcEpi: { ...noise!.epcEpi!, epi: [{ docAval: 'CA 12345' }, { docAval: 'CA 67890' }] } },
        { codAgNoc: '01.18.001', dscAgNoc: 'Sílica', tpAval: 1, intConc: 0.05, limTol: 0.1, unMed: 2, tecMedicao: 'NHO 08', epcEpi: { utilizEPC: 1, utilizEPI: 0 } },
        { codAgNoc: '05.01.001', dscAgNoc: 'Ordem judicial', tpAval: 2, nrProcJud: '0001234-56.2024.5.02.0001', epcEpi: { utilizEPC: 0, utilizEPI: 0 } },
      ],
      respReg: [{ cpfResp: '714.287.938-60', ideOC: 9, dscOC: 'CRQ', nrOC: '123456', ufOC: 'SP' }],
      obs: { obsCompl: 'Medições de 2026' },
    },
  };
}

function fullS3000(): S3000Input {
  return { ...demoS3000(), infoExclusao: { tpEvento: 'S-1200', nrRecEvt: '1.2.0000000000000000001', ideTrabalhador: { cpfTrab: '111.444.777-35' }, ideFolhaPagto: { indApuracao: 1, perApur: '2026-04' } } };
}

describe('event builders: optional elements', () => {
  it('S-2210 writes the death, the place abroad, the injury texts and the origin CAT in the XSD order', () => {
    const { xml } = buildS2210(fullS2210(), eventId(employer, at, 1));
    expect(xml).toContain('<ideVinculo><cpfTrab>11144477735</cpfTrab><codCateg>701</codCateg></ideVinculo>');
    expect(xml).toContain('<indCatObito>S</indCatObito><dtObito>2026-05-06</dtObito><indComunPolicia>');
    expect(xml).toContain(
      '<localAcidente><tpLocal>2</tpLocal><dscLocal>Feira em Nova York</dscLocal><dscLograd>5TH AVENUE</dscLograd><nrLograd>100</nrLograd><complemento>PAVILHAO 3</complemento><bairro>MANHATTAN</bairro><pais>249</pais><codPostal>10001</codPostal></localAcidente>',
    );
    expect(xml).toContain('<dscLesao>702010000</dscLesao><dscCompLesao>Corte profundo</dscCompLesao><diagProvavel>Ferimento</diagProvavel><codCID>S610</codCID><observacao>Sutura</observacao><emitente>');
    expect(xml).toContain('</atestado><catOrigem><nrRecCatOrig>1.2.0000000000000000007</nrRecCatOrig></catOrigem></cat>');
  });

  it('S-2210 writes the establishment of the accident when given, and no origin CAT on an initial one', () => {
    const { xml } = buildS2210(demoS2210(), eventId(employer, at, 1));
    expect(xml).toContain('<uf>SP</uf><ideLocalAcid><tpInsc>1</tpInsc><nrInsc>11222333000181</nrInsc></ideLocalAcid></localAcidente>');
    expect(xml).toContain('</atestado></cat>');
  });

  it('S-2220 writes obsProc, and leaves respMonit out when there is no PCMSO coordinator', () => {
    const input = fullS2220();
    const { respMonit: _coordinator, ...exMedOcup } = input.exMedOcup;
    const { xml } = buildS2220({ ...input, exMedOcup }, eventId(employer, at, 1));
    expect(xml).toContain('<exame><dtExm>2026-05-04</dtExm><procRealizado>0998</procRealizado><obsProc>Teste de esforço</obsProc><indResult>1</indResult></exame>');
    expect(xml).toContain('<ufCRM>SP</ufCRM></medico></aso></exMedOcup>');
    expect(xml).not.toContain('respMonit');
  });

  it('S-2220 writes the PCMSO coordinator after the ASO', () => {
    const { xml } = buildS2220(demoS2220(), eventId(employer, at, 1));
    expect(xml).toContain(
      '</aso><respMonit><cpfResp>98765432100</cpfResp><nmResp>DR. COORDENADOR PCMSO DEMO</nmResp><nrCRM>654321</nrCRM><ufCRM>SP</ufCRM></respMonit></exMedOcup>',
    );
  });

  it('S-2240 writes the end of the condition, every EPI, the tolerance limit, the process, the council name and the notes', () => {
    const { xml } = buildS2240(fullS2240(), eventId(employer, at, 1));
    expect(xml).toContain('<dtIniCondicao>2026-05-04</dtIniCondicao><dtFimCondicao>2026-06-30</dtFimCondicao><infoAmb>');
    expect(xml).toContain(
      '<eficEpi>S</eficEpi><epi><docAval>CA 12345</docAval></epi><epi><docAval>CA 67890</docAval></epi><epiCompl><medProtecao>S</medProtecao><condFuncto>S</condFuncto><usoInint>S</usoInint><przValid>S</przValid><periodicTroca>S</periodicTroca><higienizacao>S</higienizacao></epiCompl></epcEpi>',
    );
    expect(xml).toContain(
      '<agNoc><codAgNoc>01.18.001</codAgNoc><dscAgNoc>Sílica</dscAgNoc><tpAval>1</tpAval><intConc>0.05</intConc><limTol>0.1</limTol><unMed>2</unMed><tecMedicao>NHO 08</tecMedicao><epcEpi><utilizEPC>1</utilizEPC><utilizEPI>0</utilizEPI></epcEpi></agNoc>',
    );
    expect(xml).toContain('<tpAval>2</tpAval><nrProcJud>00012345620245020001</nrProcJud><epcEpi>');
    expect(xml).toContain('<respReg><cpfResp>71428793860</cpfResp><ideOC>9</ideOC><dscOC>CRQ</dscOC><nrOC>123456</nrOC><ufOC>SP</ufOC></respReg><obs><obsCompl>Medições de 2026</obsCompl></obs></infoExpRisco>');
  });

  it('S-2240 writes no EPC/EPI group for 09.01.001 (no exposure)', () => {
    const input = demoS2240();
    const { xml } = buildS2240({ ...input, infoExpRisco: { ...input.infoExpRisco, agNoc: [{ codAgNoc: '09.01.001' }] } }, eventId(employer, at, 1));
    expect(xml).toContain('<agNoc><codAgNoc>09.01.001</codAgNoc></agNoc><respReg>');
    expect(xml).toContain('</respReg></infoExpRisco>');
  });

  it('S-3000 writes the worker and the payroll period of an excluded payroll event', () => {
    const { xml } = buildS3000(fullS3000(), eventId(employer, at, 1));
    expect(xml).toContain(
      '<infoExclusao><tpEvento>S-1200</tpEvento><nrRecEvt>1.2.0000000000000000001</nrRecEvt><ideTrabalhador><cpfTrab>11144477735</cpfTrab></ideTrabalhador><ideFolhaPagto><indApuracao>1</indApuracao><perApur>2026-04</perApur></ideFolhaPagto></infoExclusao>',
    );
  });

  it('S-3000 writes neither worker nor payroll period when excluding an employer event', () => {
    const input = { ...demoS3000(), infoExclusao: { tpEvento: 'S-1010', nrRecEvt: '1.2.0000000000000000001' } };
    const { xml } = buildS3000(input, eventId(employer, at, 1));
    expect(xml).toContain('<infoExclusao><tpEvento>S-1010</tpEvento><nrRecEvt>1.2.0000000000000000001</nrRecEvt></infoExclusao>');
  });

  it('the events with every optional element validate against the official S-1.3 schemas', async () => {
    const events = [
      buildS2210(fullS2210(), eventId(employer, at, 1)),
      buildS2220(fullS2220(), eventId(employer, at, 2)),
      buildS2240(fullS2240(), eventId(employer, at, 3)),
      buildS3000(fullS3000(), eventId(employer, at, 4)),
    ];
    const results = await Promise.all(events.map((event) => validateEvent(signEvent(event.xml, certificate))));
    expect(results.map((result) => [result.layout, result.errors])).toEqual(events.map((event) => [event.layout, []]));
  });
});
