import { responsavelAmbientalSchema } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../test-support/render-html';
import type { ResponsavelAmbiental } from '../api/configuracao';
import { ResponsavelForm, responsavelValues } from './responsavel-ambiental-section';

/* A company's environmental responsible on the eSocial settings screen (issue 13): what it asks and what it sends. */

const vazio: ResponsavelAmbiental = {
  id_empresa: 'E1',
  empresa: { id: 'E1', nome: 'Metalúrgica Alfa', cnpj: '01444025000147' },
  nome: null,
  cpfResp: null,
  ideOC: null,
  dscOC: null,
  nrOC: null,
  ufOC: null,
};
const salvo: ResponsavelAmbiental = { ...vazio, nome: 'Eng. Carlos Mota', cpfResp: '71428793860', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' };

describe('ResponsavelForm', () => {
  it('asks name, CPF, class council, its number and UF, filled with the stored responsible', () => {
    // Act
    const html = renderHtml(<ResponsavelForm registro={salvo} />);

    // Assess
    for (const name of ['nome', 'cpfResp', 'ideOC', 'nrOC', 'ufOC']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('value="Eng. Carlos Mota"');
    expect(html).toContain('<option value="4" selected="">CREA</option>');
    expect(responsavelValues(salvo).cpfResp).toBe('714.287.938-60');
    expect(html).not.toContain('name="dscOC"');
  });

  it('asks the description of a council "Outros" (9)', () => {
    // Act
    const html = renderHtml(<ResponsavelForm registro={{ ...salvo, ideOC: 9, dscOC: 'CRQ' }} />);

    // Assess
    expect(html).toContain('name="dscOC"');
  });
});

describe('the values the form validates and sends', () => {
  it('starts empty for a company without one, and the schema names every missing field in pt-BR', () => {
    // Act
    const result = responsavelAmbientalSchema.safeParse(responsavelValues(vazio));

    // Assess
    expect(responsavelValues(vazio)).toEqual({ id_empresa: 'E1', nome: '', cpfResp: '', ideOC: '', dscOC: '', nrOC: '', ufOC: '' });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      nome: 'Campo obrigatório',
      cpfResp: 'Campo obrigatório',
      ideOC: 'Campo obrigatório',
      nrOC: 'Campo obrigatório',
      ufOC: 'Campo obrigatório',
    });
  });

  it('sends the CPF as digits, and refuses an invalid CPF and a council "Outros" without its description', () => {
    // Act
    const parsed = responsavelAmbientalSchema.parse(responsavelValues(salvo));
    const invalid = responsavelAmbientalSchema.safeParse({ ...responsavelValues(salvo), cpfResp: '111.111.111-11', ideOC: 9 });

    // Assess
    expect(parsed).toMatchObject({ id_empresa: 'E1', cpfResp: '71428793860', ideOC: 4, ufOC: 'SP' });
    expect(Object.fromEntries(invalid.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      cpfResp: 'Digite um CPF válido',
      dscOC: 'Campo obrigatório',
    });
  });
});
