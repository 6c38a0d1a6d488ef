import { beforeAll, describe, expect, it } from 'vitest';
import { readA1Certificate, type A1Certificate } from './certificate';
import { demoS2210, demoS2220, demoS2240, demoS3000 } from './demo-inputs';
import { EventInputError } from './errors';
import { buildEvent, buildS2220, buildS2240 } from './events/index';
import { eventId } from './ids';
import { asRectification, type EventInput } from './inputs';
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
