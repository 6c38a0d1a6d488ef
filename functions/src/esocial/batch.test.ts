import { beforeAll, describe, expect, it } from 'vitest';
import { buildEnvioLoteEventos, maxEventsPerLote, planLotes, transmissorOf, type LoteEvent } from './batch';
import { readA1Certificate, type A1Certificate } from './certificate';
import { CertificateFileError } from './errors';
import { demoS2220, demoS2240, demoS3000 } from './demo-inputs';
import { buildEvent } from './events/index';
import { createEventIdGenerator } from './ids';
import { signEvent, verifySignature } from './sign';
import { enviarLoteEventosRequest } from './soap-messages';
import { getTestCertificates } from './test-certificates';
import { validateXml } from './validate';
import { xmlDeclaration } from './xml';
import { children, innerXml, path, scanXml } from './xml-scan';

const demo = { tpInsc: 1, nrInsc: '11222333' } as const;
let certificate: A1Certificate;

beforeAll(() => {
  const { a1 } = getTestCertificates();
  certificate = readA1Certificate(a1.pfx, a1.password);
});

function fakeEvent(index: number, layout: LoteEvent['layout'], nrInsc = '11222333'): LoteEvent {
  return { layout, id: `ID1${nrInsc}000000202605101403220000${index}`, ideEmpregador: { tpInsc: 1, nrInsc }, xml: '<x/>' };
}

describe('buildEnvioLoteEventos', () => {
  it('writes a lote of 50 signed events that validates against EnvioLoteEventos-v1_1_1.xsd, each event intact', async () => {
    // Prepare: 50 signed events (S-2220, S-2240 and S-3000 are all group 2).
    const next = createEventIdGenerator();
    const inputs = Array.from({ length: maxEventsPerLote }, (_, i) => (i % 10 === 9 ? demoS3000() : i % 2 ? demoS2240(i) : demoS2220(i)));
    const signed = inputs.map((input) => {
      const built = buildEvent(input, next(demo));
      return { ...built, xml: `${xmlDeclaration}${signEvent(built.xml, certificate)}` };
    });

    // Act
    const [plan] = planLotes(signed);
    const lote = buildEnvioLoteEventos({ grupo: 2, ideEmpregador: demo, ideTransmissor: transmissorOf(certificate), eventos: plan?.eventos ?? [] });

    // Assess
    expect(await validateXml('EnvioLoteEventos', lote)).toEqual({ valid: true, errors: [] });
    expect(lote).toMatch(
      /^<eSocial xmlns="http:\/\/www\.esocial\.gov\.br\/schema\/lote\/eventos\/envio\/v1_1_1"><envioLoteEventos grupo="2"><ideEmpregador><tpInsc>1<\/tpInsc><nrInsc>11222333<\/nrInsc><\/ideEmpregador><ideTransmissor><tpInsc>1<\/tpInsc><nrInsc>11222333000181<\/nrInsc><\/ideTransmissor><eventos><evento Id="ID1/,
    );
    const eventos = children(path(scanXml(lote), 'envioLoteEventos', 'eventos'), 'evento');
    expect(eventos).toHaveLength(50);
    // Cut out of the lote, each event is byte for byte what was signed (without the XML declaration) and still verifies.
    const first = innerXml(lote, eventos[0] as (typeof eventos)[number]);
    expect(`${xmlDeclaration}${first}`).toBe(signed[0]?.xml);
    expect(verifySignature(first).valid).toBe(true);

    // Signed over the whole document (Reference URI=""), an event verifies as the service reads it: cut out of the
    // SOAP request as a document of its own, byte for byte what was signed.
    const request = enviarLoteEventosRequest(lote);
    const inRequest = /<evento Id="[^"]+">(<eSocial [\s\S]*?<\/eSocial>)<\/evento>/.exec(request)?.[1] as string;
    expect(`${xmlDeclaration}${inRequest}`).toBe(signed[0]?.xml);
    expect(verifySignature(inRequest).valid).toBe(true);
  });

  it('refuses an empty lote and one over 50 events', () => {
    const base = { grupo: 2 as const, ideEmpregador: demo, ideTransmissor: { tpInsc: 1 as const, nrInsc: '11222333000181' } };
    expect(() => buildEnvioLoteEventos({ ...base, eventos: [] })).toThrow(RangeError);
    const many = Array.from({ length: 51 }, (_, i) => fakeEvent(i, 'S-2220'));
    expect(() => buildEnvioLoteEventos({ ...base, eventos: many })).toThrow('Um lote do eSocial tem no máximo 50 eventos');
  });
});

describe('planLotes', () => {
  it('splits by employer and group into lotes of at most 50, keeping order', () => {
    // Prepare: 120 events of the demo employer and 3 of another, interleaved.
    const events = [
      ...Array.from({ length: 60 }, (_, i) => fakeEvent(i, 'S-2220')),
      fakeEvent(0, 'S-2240', '99888777'),
      ...Array.from({ length: 60 }, (_, i) => fakeEvent(60 + i, i === 59 ? 'S-3000' : 'S-2240')),
      fakeEvent(1, 'S-2220', '99888777'),
      fakeEvent(2, 'S-3000', '99888777'),
    ];

    // Act
    const plans = planLotes(events);

    // Assess
    expect(plans.map((p) => [p.ideEmpregador.nrInsc, p.grupo, p.eventos.length])).toEqual([
      ['11222333', 2, 50],
      ['11222333', 2, 50],
      ['11222333', 2, 20],
      ['99888777', 2, 3],
    ]);
    const demoOrder = plans.filter((p) => p.ideEmpregador.nrInsc === '11222333').flatMap((p) => p.eventos.map((e) => e.id));
    expect(demoOrder).toEqual(events.filter((e) => e.ideEmpregador.nrInsc === '11222333').map((e) => e.id));
    expect(plans.at(-1)?.eventos.map((e) => e.layout)).toEqual(['S-2240', 'S-2220', 'S-3000']);
  });

  it('accepts a smaller lote size, never a larger one', () => {
    const events = Array.from({ length: 7 }, (_, i) => fakeEvent(i, 'S-2220'));
    expect(planLotes(events, 3).map((p) => p.eventos.length)).toEqual([3, 3, 1]);
    expect(() => planLotes(events, 51)).toThrow(RangeError);
  });
});

describe('transmissorOf', () => {
  it('is the certificate holder: full CNPJ for an e-CNPJ, CPF for an e-CPF', () => {
    expect(transmissorOf({ cnpj: '11222333000181', cpf: null })).toEqual({ tpInsc: 1, nrInsc: '11222333000181' });
    expect(transmissorOf({ cnpj: null, cpf: '11144477735' })).toEqual({ tpInsc: 2, nrInsc: '11144477735' });
    expect(() => transmissorOf({ cnpj: null, cpf: null })).toThrow();
  });
});

describe('planLotes: lote size boundaries', () => {
  it.each([
    [0, false],
    [1, true],
    [50, true],
    [51, false],
  ])('takes a lote size of %i: %s', (size, accepted) => {
    const plan = () => planLotes([], size);
    if (accepted) expect(plan()).toEqual([]);
    else expect(plan).toThrow(new RangeError('lote size must be 1 to 50'));
  });

  it.each([
    [2, 1, [1, 1]],
    [4, 2, [2, 2]],
    [50, 50, [50]],
    [51, 50, [50, 1]],
  ])('splits %i events in lotes of %i as %j, with no empty lote', (count, size, lengths) => {
    const events = Array.from({ length: count }, (_, i) => fakeEvent(i, 'S-2220'));
    expect(planLotes(events, size).map((p) => p.eventos.length)).toEqual(lengths);
  });
});

describe('transmissorOf: a certificate without holder', () => {
  it("answers that the certificate names neither a CNPJ nor a CPF", () => {
    expect(() => transmissorOf({ cnpj: null, cpf: null })).toThrow(new CertificateFileError('O certificado não informa CNPJ nem CPF do titular'));
  });
});
