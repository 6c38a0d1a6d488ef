import { describe, expect, it } from 'vitest';
import { checkEventCodes, codeMessages, s2210CodeIssues, s2220CodeIssues, s2240CodeIssues } from './codes';
import { demoS2210, demoS2220, demoS2240, demoS3000 } from './demo-inputs';
import { EventInputError } from './errors';
import { s2210Schema, s2220Schema, s2240Schema, s3000Schema } from './inputs';

/*
 * One row per code an event carries: the S-1.3 rule "Deve ser um código válido e existente na Tabela NN" (or "na
 * tabela do IBGE", "conforme opções constantes na tabela CID"), checked against the table files (tables/README.md).
 */

// The demo events parsed by their schemas, then one code changed: the checks run on the schema's output.
const s2220 = (procRealizado: string, codCateg?: string) => {
  const value = s2220Schema.parse(demoS2220());
  const exame = value.exMedOcup.aso.exame[1];
  if (exame) exame.procRealizado = procRealizado;
  if (codCateg) value.ideVinculo = { cpfTrab: value.ideVinculo.cpfTrab, codCateg };
  return value;
};
const s2240 = (codAgNoc: string) => {
  const value = s2240Schema.parse(demoS2240());
  const agente = value.infoExpRisco.agNoc[0];
  if (agente) agente.codAgNoc = codAgNoc;
  return value;
};
const s2210 = (codMunic: string, codCID: string) => {
  const value = s2210Schema.parse(demoS2210());
  value.cat.localAcidente.codMunic = codMunic;
  value.cat.atestado.codCID = codCID;
  return value;
};

describe('the codes an event carries, against their official tables', () => {
  it.each([
    // [rule (XSD field), code, accepted]
    ['evtMonit procRealizado: hemograma, Tabela 27', '0693', true],
    ['evtMonit procRealizado: ECG, Tabela 27', '0530', true],
    ['evtMonit procRealizado: radiografia de tórax OIT, Tabela 27', '1078', true],
    ['evtMonit procRealizado: four digits but not in Tabela 27', '0269', false],
    ['evtMonit procRealizado: four digits but not in Tabela 27', '1500', false],
  ])('%s: %s', (_rule, code, accepted) => {
    // Act
    const issues = s2220CodeIssues(s2220(code));
    // Assess
    expect(issues).toEqual(accepted ? [] : [{ path: 'exMedOcup.aso.exame.1.procRealizado', message: codeMessages.procedimento }]);
  });

  it.each([
    ['evtExpRisco codAgNoc: ruído, Tabela 24', '02.01.001', true],
    ['evtExpRisco codAgNoc: benzeno, Tabela 24', '01.03.001', true],
    ['evtExpRisco codAgNoc: the hole 01.19.020 of Tabela 24', '01.19.020', false],
    ['evtExpRisco codAgNoc: 99.99.999 but not in Tabela 24', '02.01.019', false],
  ])('%s: %s', (_rule, code, accepted) => {
    expect(s2240CodeIssues(s2240(code))).toEqual(accepted ? [] : [{ path: 'infoExpRisco.agNoc.0.codAgNoc', message: codeMessages.agenteNocivo }]);
  });

  it.each([
    ['evtCAT codMunic: São Paulo, IBGE', '3550308', 'S610', []],
    ['evtCAT codMunic: seven digits not in the IBGE table', '3550309', 'S610', [{ path: 'cat.localAcidente.codMunic', message: codeMessages.municipio }]],
    ['evtCAT codCID: a category without subdivision', '3550308', 'A09', []],
    ['evtCAT codCID: not in CID-10', '3550308', 'S615', [{ path: 'cat.atestado.codCID', message: codeMessages.cid }]],
    ['evtCAT codCID: not in CID-10 (category)', '3550308', 'U98', [{ path: 'cat.atestado.codCID', message: codeMessages.cid }]],
  ])('%s: %s %s', (_rule, codMunic, codCID, issues) => {
    expect(s2210CodeIssues(s2210(codMunic, codCID))).toEqual(issues);
  });

  it.each([
    ['T_ideVinculo_sst codCateg: estagiário, Tabela 01', '901', true],
    ['T_ideVinculo_sst codCateg: three digits not in Tabela 01', '999', false],
  ])('%s: %s', (_rule, codCateg, accepted) => {
    expect(s2220CodeIssues(s2220('0295', codCateg))).toEqual(accepted ? [] : [{ path: 'ideVinculo.codCateg', message: codeMessages.categoria }]);
  });

  it('answers with the validation text of the S-1.3 schemas', () => {
    expect(codeMessages).toEqual({
      categoria: 'Deve ser um código válido e existente na Tabela 01',
      agenteNocivo: 'Deve ser um código válido e existente na Tabela 24',
      procedimento: 'Deve ser um código válido e existente na Tabela 27',
      municipio: 'Deve ser um código válido e existente na tabela do IBGE',
      cid: 'Deve ser um código válido e existente na tabela CID',
    });
  });

  it('accepts the demo events of every layout as they are', () => {
    expect(() => checkEventCodes('S-2220', s2220Schema.parse(demoS2220()))).not.toThrow();
    expect(() => checkEventCodes('S-2240', s2240Schema.parse(demoS2240()))).not.toThrow();
    expect(() => checkEventCodes('S-2210', s2210Schema.parse(demoS2210()))).not.toThrow();
    expect(() => checkEventCodes('S-3000', s3000Schema.parse(demoS3000()))).not.toThrow();
  });

  it('refuses an event with a code out of its table with the 400 of the event input, naming the field', () => {
    const refused = (layout: 'S-2220' | 'S-2240' | 'S-2210', value: unknown) => {
      try {
        checkEventCodes(layout, value);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    for (const [layout, value, path] of [
      ['S-2220', s2220('1500'), 'exMedOcup.aso.exame.1.procRealizado'],
      ['S-2240', s2240('02.01.019'), 'infoExpRisco.agNoc.0.codAgNoc'],
      ['S-2210', s2210('3550309', 'S610'), 'cat.localAcidente.codMunic'],
    ] as const) {
      const error = refused(layout, value);
      expect(error, layout).toBeInstanceOf(EventInputError);
      expect((error as EventInputError).status).toBe(400);
      expect((error as EventInputError).issues.map((issue) => issue.path)).toEqual([path]);
    }
  });
});
