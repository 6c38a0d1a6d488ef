import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../domain/html-sanitize';
import { defaultLtcatModelo, ltcatModeloPadrao } from './ltcat-modelo-padrao';

describe('the default LTCAT model', () => {
  it('holds the sections an LTCAT needs, in order, with stable ids per tenant', () => {
    // Act
    const alfa = defaultLtcatModelo('alfa');
    // Assess
    expect(alfa.map((item) => item.chave)).toEqual(
      expect.arrayContaining(['identificacao', 'objetivo', 'metodologia', 'reconhecimento', 'avaliacao', 'aposentadoria-especial', 'insalubridade', 'periculosidade', 'responsavel-tecnico']),
    );
    expect(alfa.map((item) => item.ordem)).toEqual(alfa.map((_, index) => (index + 1) * 10));
    expect(defaultLtcatModelo('alfa').map((item) => item.id)).toEqual(alfa.map((item) => item.id));
    expect(new Set([...alfa, ...defaultLtcatModelo('beta')].map((item) => item.id)).size).toBe(2 * alfa.length);
  });

  it('is already sanitized, so a generated section saved with its own text back is unchanged', () => {
    for (const secao of ltcatModeloPadrao) expect(sanitizeHtml(secao.html)).toBe(secao.html);
  });

  it('uses only the placeholder vocabulary the document generator fills', () => {
    const vocabulario = /^(empresa\.(razao_social|cnpj|endereco|cnae|grau_risco)|fdt\.nome|ltcat\.(data|vencimento|revisao|revisao_descricao|obs)|data_emissao|responsavel\.(nome|conselho|registro|uf)|prestador\.(nome|cnpj)|fator_risco\.(nome|codigo_esocial|metodologia)|medicao\.(intensidade|unidade|tecnica|data))$/;
    const usados = ltcatModeloPadrao.flatMap((secao) => [...secao.html.matchAll(/\{\{([^}]+)\}\}/g)].map((match) => match[1] ?? ''));
    expect(usados.filter((nome) => !vocabulario.test(nome))).toEqual([]);
    // Risk-factor placeholders only in the sections the generator repeats per risk factor.
    for (const secao of ltcatModeloPadrao.filter((item) => !item.fatorRiscos)) expect(secao.html).not.toMatch(/\{\{(fator_risco|medicao)\./);
  });
});
