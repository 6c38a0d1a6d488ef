import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAsoPdf, semRiscosText } from './aso';
import type { AsoDocumentInput } from './aso';
import { formatConsultationCode, qrPayload } from './consultation-code';
import { pdftotextPage, qpdfPageCount, words } from './external-tools';
import { checkersPresent } from '../../../tests/support/external-checkers';
import { extractText, readPage } from './read-page';

const codigo = formatConsultationCode({ kind: 'consulta', tenant: 'clinica-sao-jose', idCon: 4512 });

const aso: AsoDocumentInput = {
  codigo,
  emissao: '2025-03-14',
  clinica: { nome: 'Clínica São Lucas', endereco: 'Av. Brasil, 1500 - Campinas/SP', telefone: '(19) 3232-4545' },
  empresa: { nome: 'Metalúrgica Ação Ltda', cnpj: '11222333000181' },
  funcionario: { nome: 'João Conceição da Silva', cpf: '52998224725', dt_nas: '02/07/1985', rg: '12345678-9' },
  funcao: 'Soldador',
  fdt: 'Unidade Campinas',
  ghe: 'GHE 02 - Caldeiraria',
  tipo_aso: 'Periódico',
  riscos: [
    { grupo: 'Físico', descricao: 'Ruído contínuo ou intermitente' },
    { grupo: 'Químico', descricao: 'Fumos metálicos de solda' },
  ],
  exames: [
    { nome: 'Exame clínico ocupacional', data: '2025-03-10' },
    { nome: 'Audiometria tonal e vocal', data: '2025-03-07' },
  ],
  aptidao: 'Apto',
  te_alt: 'Apto',
  te_esp: 'Não se aplica',
  te_ele: 'Inapto',
  medico: { nome: 'Dra. Ana Paula Gonçalves', crm: '123456', uf: 'sp' },
  coordenador: { nome: 'Dr. Márcio Antônio Ribeiro', crm: '654321', uf: 'SP' },
};

const manyExams = Array.from({ length: 62 }, (_, i) => ({ nome: `Exame complementar nº ${i + 1}`, data: '2025-03-05' }));

let onePage: Uint8Array;
let threePages: Uint8Array;

beforeAll(async () => {
  onePage = await renderAsoPdf(aso);
  threePages = await renderAsoPdf({ ...aso, exames: manyExams });
}, 60_000);

describe('renderAsoPdf', { timeout: 30_000 }, () => {
  it('prints what an ASO carries, with Portuguese accents intact', async () => {
    // Act
    const text = await extractText(onePage);
    // Assess
    for (const expected of [
      'Clínica São Lucas',
      'ATESTADO DE SAÚDE OCUPACIONAL',
      'Metalúrgica Ação Ltda',
      '11.222.333/0001-81',
      'João Conceição da Silva',
      '529.982.247-25',
      '02/07/1985',
      'Soldador',
      'Unidade Campinas',
      'GHE 02 - Caldeiraria',
      'Periódico',
      'Ruído contínuo ou intermitente',
      'Fumos metálicos de solda',
      'Exame clínico ocupacional',
      '10/03/2025',
      'Audiometria tonal e vocal',
      '07/03/2025',
      'APTO para a função Soldador',
      'Trabalho em altura',
      'Espaço confinado',
      'Eletricidade',
      'Manipulação de alimentos',
      'Não se aplica',
      'Dra. Ana Paula Gonçalves — CRM 123456/SP',
      'Médico coordenador do PCMSO',
      'Dr. Márcio Antônio Ribeiro — CRM 654321/SP',
      'Data de emissão',
      '14/03/2025',
      'Médico examinador',
      'Funcionário',
      `Código da consulta: ${codigo}`,
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is an A4 page', async () => {
    const page = (await PDFDocument.load(onePage)).getPage(0);
    expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('says so when the GHE has no risks', async () => {
    expect(await extractText(await renderAsoPdf({ ...aso, riscos: [] }))).toContain(semRiscosText);
  });

  it('carries the QR code and the printed code on every page of a long ASO', async () => {
    // Prepare
    expect((await PDFDocument.load(threePages)).getPageCount()).toBe(3);
    for (const pageNumber of [1, 2, 3]) {
      // Act
      const page = await readPage(threePages, { pageNumber, qr: 'always' });
      // Assess
      expect(page.qrPayloads).toEqual([qrPayload(codigo, 'aso')]);
      expect(page.text).toContain(`Código da consulta: ${codigo}`);
      expect(page.text).toContain(`Página ${pageNumber} de 3`);
      expect(page.text).toContain('ATESTADO DE SAÚDE OCUPACIONAL');
    }
  });

  it('continues the exam table on the next pages, repeating its header, and keeps every exam', async () => {
    const texts = await Promise.all([1, 2, 3].map((pageNumber) => extractText(threePages, { pageNumber })));
    expect(texts[1]).toMatch(/Exame\s*Data/);
    for (const exame of manyExams) expect(texts.join('\n')).toContain(`${exame.nome} `);
    expect(texts[2]).toContain('Médico examinador');
  });

  it('draws characters the standard font lacks as look-alikes instead of failing', async () => {
    const text = await extractText(await renderAsoPdf({ ...aso, obs: 'Ruído ≥ 85 dB → protetor ✓ 😀', funcao: 'Soldador\tII' }));
    expect(text).toContain('Ruído >= 85 dB -> protetor X ?');
    expect(text).toContain('Soldador II');
  });

  it.each([
    ['an invalid CPF', { funcionario: { ...aso.funcionario, cpf: '529.982.247-26' } }],
    ['an invalid CNPJ', { empresa: { ...aso.empresa, cnpj: '11.222.333/0001-82' } }],
    ['a code with a wrong check', { codigo: 'OCP-demo-1-00' }],
    ['the code of an external consultation', { codigo: formatConsultationCode({ kind: 'externa', tenant: 'demo', id: '01HK153X00ABCDEFGHJKMNPQRS' }) }],
    ['no exams', { exames: [] }],
    ['a CRM state that is not a state', { medico: { ...aso.medico, uf: 'São Paulo' } }],
  ])('refuses a view model with %s', async (_, change) => {
    await expect(renderAsoPdf({ ...aso, ...change })).rejects.toThrow();
  });

  it.skipIf(!checkersPresent('pdftotext', 'qpdf'))(
    'reads the same as poppler and qpdf do (page count and words)',
    async () => {
      expect(qpdfPageCount(threePages)).toBe(3);
      for (const pageNumber of [1, 2, 3]) {
        const ours = words(await extractText(threePages, { pageNumber })).sort();
        expect(ours).toEqual(words(pdftotextPage(threePages, pageNumber)).sort());
      }
    },
  );
});
