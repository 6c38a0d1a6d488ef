import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatConsultationCode, qrPayload } from './consultation-code';
import { renderGuidePdf } from './guide';
import type { GuideDocumentInput } from './guide';
import { extractText, readPage } from './read-page';

const codigo = formatConsultationCode({ kind: 'externa', tenant: 'demo', id: '01JQ2Z5ZQ8X4TB4W7N3M9K1P6R' });

const guia: GuideDocumentInput = {
  codigo,
  empresa: { nome: 'Construtora Horizonte S.A.', cnpj: '11.222.333/0001-81' },
  funcionario: { nome: 'Maria Assunção Brandão', cpf: '111.444.777-35', dt_nas: '1990-11-23' },
  funcao: 'Técnico de segurança',
  fdt: 'Obra Barão Geraldo',
  ghe: 'GHE 05 - Canteiro',
  tipo_aso: 'Admissional',
  clinica: { nome: 'Clínica São Lucas', endereco: 'Av. Brasil, 1500 - Centro, Campinas/SP', telefone: '(19) 3232-4545' },
  data_age: '2025-04-02T08:30',
  exames: [{ nome: 'Exame clínico ocupacional' }, { nome: 'Acuidade visual' }, { nome: 'Eletrocardiograma' }],
};

let bytes: Uint8Array;

beforeAll(async () => {
  bytes = await renderGuidePdf(guia);
}, 60_000);

describe('renderGuidePdf', { timeout: 30_000 }, () => {
  it('prints company, employee, CPF, function, GHE, ASO type, clinic with address and phone, date and exams', async () => {
    const text = await extractText(bytes);
    for (const expected of [
      'GUIA DE ENCAMINHAMENTO',
      'Construtora Horizonte S.A.',
      '11.222.333/0001-81',
      'Maria Assunção Brandão',
      '111.444.777-35',
      'Técnico de segurança',
      'Obra Barão Geraldo',
      'GHE 05 - Canteiro',
      'Admissional',
      'Clínica São Lucas',
      'Av. Brasil, 1500 - Centro, Campinas/SP',
      '(19) 3232-4545',
      '02/04/2025 às 08:30',
      'Exame clínico ocupacional',
      'Acuidade visual',
      'Eletrocardiograma',
      `Código da consulta: ${codigo}`,
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says in its QR code that it is a guide', async () => {
    expect((await readPage(bytes, { qr: 'always' })).qrPayloads).toEqual([qrPayload(codigo, 'guia')]);
  });

  it('carries the QR code and the printed code on every page of a long guide', async () => {
    // Prepare
    const exames = Array.from({ length: 60 }, (_, i) => ({ nome: `Exame ${i + 1}` }));
    const long = await renderGuidePdf({ ...guia, exames });
    const pages = (await PDFDocument.load(long)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    for (let pageNumber = 1; pageNumber <= pages; pageNumber += 1) {
      // Act
      const page = await readPage(long, { pageNumber, qr: 'always' });
      // Assess
      expect(page.qrPayloads).toEqual([qrPayload(codigo, 'guia')]);
      expect(page.text).toContain(`Código da consulta: ${codigo}`);
      expect(page.text).toContain(`Página ${pageNumber} de ${pages}`);
    }
  });

  it('takes the code of a definitive consultation and a schedule without time', async () => {
    const definitive = formatConsultationCode({ kind: 'consulta', tenant: 'demo', idCon: 88 });
    const text = await extractText(await renderGuidePdf({ ...guia, codigo: definitive, data_age: '2025-04-02' }));
    expect(text).toContain(`Código da consulta: ${definitive}`);
    expect(text).toMatch(/02\/04\/2025(?! às)/);
  });

  it('prints a long code whole, smaller, beside the page number', async () => {
    const tenant = `clinica-${'muito-longa-'.repeat(4)}sao-jose`;
    const long = formatConsultationCode({ kind: 'externa', tenant, id: '01JQ2Z5ZQ8X4TB4W7N3M9K1P6R' });
    const page = await readPage(await renderGuidePdf({ ...guia, codigo: long }), { qr: 'always' });
    expect(page.text).toContain(`Código da consulta: ${long}`);
    expect(page.qrPayloads).toEqual([qrPayload(long, 'guia')]);
  });

  it.each([
    ['a text that is not a code', { codigo: 'consulta 88' }],
    ['an invalid CPF', { funcionario: { ...guia.funcionario, cpf: '111.444.777-36' } }],
    ['a schedule in another format', { data_age: '02/04/2025' }],
    ['no exams', { exames: [] }],
  ])('refuses a view model with %s', async (_, change) => {
    await expect(renderGuidePdf({ ...guia, ...change })).rejects.toThrow();
  });
});
