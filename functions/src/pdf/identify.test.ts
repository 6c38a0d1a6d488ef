import { describe, expect, it, vi } from 'vitest';
import { formatConsultationCode, qrPayload } from './consultation-code';
import { memoryLookup } from './fixtures';
import type { FixtureConsultation } from './fixtures';
import { identifyPage } from './identify';

const today = '2025-03-20';
const tenant = 'demo';
const code = (idCon: number, forTenant = tenant) => formatConsultationCode({ kind: 'consulta', tenant: forTenant, idCon });
const consultations: FixtureConsultation[] = [
  { idCon: 10, cpf: '52998224725', dtCad: '2025-03-01' },
  { idCon: 11, cpf: '11144477735', dtCad: '2024-12-01' },
  { idCon: 12, cpf: '11144477735', dtCad: '2023-03-20' },
  { idCon: 13, cpf: '39053344705', dtCad: '2025-01-10' },
  { idCon: 14, cpf: '39053344705', dtCad: '2024-08-15' },
  { idCon: 15, cpf: '86288366757', dtCad: '2023-03-19' },
  { idCon: 16, cpf: '12345678909', dtCad: '2023-03-21' },
];
const lookup = memoryLookup(tenant, consultations);
const page = (text: string, qrPayloads: string[] = []) => ({ text, qrPayloads });
const identify = (evidence: ReturnType<typeof page>) => identifyPage(evidence, lookup, { today });

describe('identifyPage by code', () => {
  it('takes our QR code first', async () => {
    const found = await identify(page('', [qrPayload(code(10), 'aso')]));
    expect(found).toEqual({
      kind: 'code',
      consultation: consultations[0],
      code: code(10),
      source: 'qr',
      reason: `Identificada pelo QR code ${code(10)}.`,
    });
  });

  it('takes the printed code when the page has no QR code of ours', async () => {
    const found = await identify(page(`Código da consulta: ${code(11)}`, ['https://outro.example.com/1']));
    expect(found).toMatchObject({ kind: 'code', consultation: { idCon: 11 }, source: 'texto' });
  });

  it('says QR when QR code and printed code agree', async () => {
    const found = await identify(page(`CPF 390.533.447-05 Código da consulta: ${code(13)}`, [qrPayload(code(13), 'aso')]));
    expect(found).toMatchObject({ kind: 'code', consultation: { idCon: 13 }, source: 'qr' });
  });

  it('does not go on to the CPF when a code is there, even one that fails', async () => {
    // Prepare
    const byCpf = vi.fn(lookup.byCpf);
    // Act
    const found = await identifyPage(page(`${code(99)} CPF 529.982.247-25`), { ...lookup, byCpf }, { today });
    // Assess
    expect(found).toEqual({ kind: 'manual', reason: `A consulta do código ${code(99)} não foi encontrada.` });
    expect(byCpf).not.toHaveBeenCalled();
  });

  it('sends a page with two different codes to manual linking', async () => {
    const found = await identify(page(`Código da consulta: ${code(10)}`, [qrPayload(code(11), 'aso')]));
    expect(found).toEqual({
      kind: 'manual',
      reason: `A página traz códigos de consultas diferentes (${code(11)}, ${code(10)}).`,
    });
  });

  it('sends another tenant’s ASO to manual linking, never to this tenant’s consultation with that number', async () => {
    const found = await identify(page('CPF 529.982.247-25', [qrPayload(code(10, 'outra-clinica'), 'aso')]));
    expect(found).toEqual({
      kind: 'manual',
      reason: `O código ${code(10, 'outra-clinica')} é de outro cliente do sistema; vincule a página manualmente.`,
    });
  });

  it.each([
    ['a guide’s QR code', page('', [qrPayload(code(10), 'guia')])],
    ['a guide’s title and printed code', page(`GUIA DE ENCAMINHAMENTO Código da consulta: ${code(10)}`)],
    [
      'the code of an external consultation',
      page(`Código da consulta: ${formatConsultationCode({ kind: 'externa', tenant, id: '01HK153X00ABCDEFGHJKMNPQRS' })}`),
    ],
  ])('does not take %s as the ASO', async (_, evidence) => {
    expect(await identify(evidence)).toMatchObject({ kind: 'manual', reason: expect.stringContaining('guia de encaminhamento') });
  });

  it('ignores a code whose check fails, as noise', async () => {
    const noisy = `${code(10).slice(0, -1)}${code(10).endsWith('Z') ? 'Y' : 'Z'}`;
    expect(await identify(page(`Código da consulta: ${noisy}`))).toMatchObject({ kind: 'manual' });
  });
});

describe('identifyPage by CPF', () => {
  it('links the one consultation of the CPF in the last 730 days', async () => {
    expect(await identify(page('Trabalhador: José\nCPF: 529.982.247-25'))).toEqual({
      kind: 'cpf',
      consultation: consultations[0],
      cpf: '52998224725',
      reason: 'Identificada pelo CPF 529.982.247-25: a única consulta nos últimos 730 dias.',
    });
  });

  it('counts only the consultations of the last 730 days, the 730th included', async () => {
    expect(await identify(page('CPF 111.444.777-35'))).toMatchObject({ kind: 'cpf', consultation: { idCon: 11 } });
    expect(await identify(page('CPF 123.456.789-09'))).toMatchObject({ kind: 'cpf', consultation: { idCon: 16 } });
  });

  it('asks the lookup for the 730 days up to today', async () => {
    const byCpf = vi.fn(lookup.byCpf);
    await identifyPage(page('CPF 111.444.777-35'), { ...lookup, byCpf }, { today });
    expect(byCpf).toHaveBeenCalledWith('11144477735', { start: '2023-03-21', end: today });
  });

  it('sends an ambiguous CPF to manual linking with the reason', async () => {
    expect(await identify(page('CPF 390.533.447-05'))).toEqual({
      kind: 'manual',
      reason: '2 consultas nos últimos 730 dias para o CPF 390.533.447-05; vincule a página manualmente.',
    });
  });

  it('sends a CPF whose consultations are all older than 730 days to manual linking', async () => {
    expect(await identify(page('CPF 862.883.667-57'))).toEqual({
      kind: 'manual',
      reason: 'Nenhuma consulta nos últimos 730 dias para o CPF 862.883.667-57.',
    });
  });

  it('sends a page with two employees’ CPFs, each with a consultation, to manual linking', async () => {
    expect(await identify(page('CPF 529.982.247-25 e CPF 111.444.777-35'))).toMatchObject({ kind: 'manual' });
  });

  it('links when only one of the CPFs on the page has a consultation (a doctor’s CPF, say)', async () => {
    expect(await identify(page('Médico CPF 862.883.667-57\nTrabalhador CPF 529.982.247-25'))).toMatchObject({
      kind: 'cpf',
      consultation: { idCon: 10 },
    });
  });

  it('ignores a number that is not a valid CPF', async () => {
    expect(await identify(page('CPF 529.982.247-26'))).toMatchObject({ kind: 'manual' });
  });
});

describe('identifyPage without code or CPF', () => {
  it('sends a foreign ASO to manual linking', async () => {
    expect(await identify(page('ASO - ATESTADO DE SAÚDE OCUPACIONAL\nTrabalhador: Raimundo\nAPTO'))).toEqual({
      kind: 'manual',
      reason: 'Nenhum código de consulta ou CPF encontrado na página.',
    });
  });

  it('says when the page had someone else’s QR code', async () => {
    expect(await identify(page('', ['https://laudos.example.com/validar/1', 'OCP2:ASO:OCP-DEMO-10-00']))).toEqual({
      kind: 'manual',
      reason: 'Nenhum código de consulta ou CPF encontrado na página (o QR code da página não é do sistema).',
    });
  });

  it('sends a scan whose QR code could not be read to manual linking', async () => {
    expect(await identify(page(''))).toMatchObject({ kind: 'manual' });
  });
});
