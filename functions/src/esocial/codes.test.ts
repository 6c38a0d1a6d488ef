import { describe, expect, it } from 'vitest';
import { agentTable14OnlyFrom, checkEventCodes, codeMessages, s2210CodeIssues, s2220CodeIssues, s2240CodeIssues } from './codes';
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

// The demo CAT with its CAT table codes changed (evtCAT.xsd): each field in turn.
type CatCodes = Partial<{ codSitGeradora: string; tpLograd: string; pais: string; codParteAting: string; codAgntCausador: string; dscLesao: string; dtAcid: string; tpAcid: 1 | 2 | 3 }>;
const cat = (codes: CatCodes) => {
  const value = s2210Schema.parse(demoS2210());
  const { cat: c } = value;
  if (codes.codSitGeradora) c.codSitGeradora = codes.codSitGeradora;
  if (codes.tpLograd) c.localAcidente.tpLograd = codes.tpLograd;
  if (codes.pais) c.localAcidente.pais = codes.pais;
  if (codes.codParteAting) c.parteAtingida.codParteAting = codes.codParteAting;
  if (codes.codAgntCausador) c.agenteCausador.codAgntCausador = codes.codAgntCausador;
  if (codes.dscLesao) c.atestado.dscLesao = codes.dscLesao;
  if (codes.dtAcid) c.dtAcid = codes.dtAcid;
  if (codes.tpAcid) c.tpAcid = codes.tpAcid;
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
    // [rule (evtCAT.xsd field), the codes changed, the issue or none]
    ['codSitGeradora: impacto contra objeto parado, Tabela 15', { codSitGeradora: '200004300' }, undefined],
    ['codSitGeradora: contato com material infectocontagiante (S-1.x), Tabela 15', { codSitGeradora: '200080901' }, undefined],
    ['codSitGeradora: an agent of Tabela 14 is not a Tabela 15 situation', { codSitGeradora: '302010200' }, ['cat.codSitGeradora', codeMessages.situacaoGeradora]],
    ['tpLograd: avenida, Tabela 20', { tpLograd: 'AV' }, undefined],
    ['tpLograd: área verde, a Tabela 20 code with a space', { tpLograd: 'A V' }, undefined],
    ['tpLograd: not in Tabela 20', { tpLograd: 'RUA' }, ['cat.localAcidente.tpLograd', codeMessages.tipoLogradouro]],
    ['pais: Argentina, Tabela 06', { pais: '063' }, undefined],
    ['pais: not in Tabela 06', { pais: '999' }, ['cat.localAcidente.pais', codeMessages.pais]],
    ['pais: Tchecoslováquia, extinct on 1996-12-13, Tabela 06', { pais: '790' }, ['cat.localAcidente.pais', codeMessages.pais]],
    ['pais: Antártica before its extinction on 2023-01-15', { pais: '042', dtAcid: '2023-01-14' }, undefined],
    ['pais: Antártica on its extinction day', { pais: '042', dtAcid: '2023-01-15' }, ['cat.localAcidente.pais', codeMessages.pais]],
    ['codParteAting: dedo, Tabela 13', { codParteAting: '755070000' }, undefined],
    ['codParteAting: not in Tabela 13', { codParteAting: '755070001' }, ['cat.parteAtingida.codParteAting', codeMessages.parteAtingida]],
    ['codAgntCausador: máquina, Tabela 14', { codAgntCausador: '303020900' }, undefined],
    ['codAgntCausador: a Tabela 15 code for a típico from 2024-01-22', { codAgntCausador: '200004300', dtAcid: agentTable14OnlyFrom, tpAcid: 1 }, ['cat.agenteCausador.codAgntCausador', codeMessages.agenteCausador]],
    ['codAgntCausador: a Tabela 15 code for a trajeto from 2024-01-22', { codAgntCausador: '200004300', dtAcid: '2026-05-05', tpAcid: 3 }, ['cat.agenteCausador.codAgntCausador', codeMessages.agenteCausador]],
    ['codAgntCausador: a Tabela 15 code for a típico before 2024-01-22', { codAgntCausador: '200004300', dtAcid: '2024-01-21', tpAcid: 1 }, undefined],
    ['codAgntCausador: a Tabela 15 code for a doença, whatever the date', { codAgntCausador: '200080901', dtAcid: '2026-05-05', tpAcid: 2 }, undefined],
    ['codAgntCausador: a Tabela 14 code for a doença', { codAgntCausador: '303020900', dtAcid: '2026-05-05', tpAcid: 2 }, undefined],
    ['codAgntCausador: in neither table, before 2024-01-22', { codAgntCausador: '100000000', dtAcid: '2023-06-01', tpAcid: 1 }, ['cat.agenteCausador.codAgntCausador', codeMessages.agenteCausadorAntigo]],
    ['codAgntCausador: in neither table, a doença', { codAgntCausador: '100000000', tpAcid: 2 }, ['cat.agenteCausador.codAgntCausador', codeMessages.agenteCausadorAntigo]],
    ['dscLesao: lesão imediata, Tabela 17', { dscLesao: '702000000' }, undefined],
    ['dscLesao: not in Tabela 17', { dscLesao: '702000001' }, ['cat.atestado.dscLesao', codeMessages.naturezaLesao]],
  ] as const)('evtCAT %s', (_rule, codes, issue) => {
    expect(s2210CodeIssues(cat(codes))).toEqual(issue ? [{ path: issue[0], message: issue[1] }] : []);
  });

  it.each([
    ['T_ideVinculo_sst codCateg: estagiário, Tabela 01', '901', true],
    ['T_ideVinculo_sst codCateg: militar das Forças Armadas (S-1.3), Tabela 01', '314', true],
    ['T_ideVinculo_sst codCateg: 905 is not in the S-1.3 Tabela 01', '905', false],
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
      pais: 'Deve ser um código de país válido e existente na Tabela 06',
      parteAtingida: 'Deve ser um código válido e existente na Tabela 13',
      agenteCausador: 'Deve ser um código válido e existente na Tabela 14',
      agenteCausadorAntigo: 'Deve ser um código válido e existente na Tabela 14 ou na Tabela 15',
      situacaoGeradora: 'Deve ser um código válido e existente na Tabela 15',
      naturezaLesao: 'Deve ser um código válido e existente na Tabela 17',
      tipoLogradouro: 'Deve ser um código válido e existente na Tabela 20',
    });
    expect(agentTable14OnlyFrom).toBe('2024-01-22');
  });

  it('answers every CAT code out of its table at once, in the order of the event', () => {
    const value = cat({ codSitGeradora: '302010200', tpLograd: 'RUA', pais: '999', codParteAting: '755070001', codAgntCausador: '100000000', dscLesao: '702000001' });
    expect(s2210CodeIssues(value).map((issue) => issue.path)).toEqual([
      'cat.codSitGeradora',
      'cat.localAcidente.tpLograd',
      'cat.localAcidente.pais',
      'cat.parteAtingida.codParteAting',
      'cat.agenteCausador.codAgntCausador',
      'cat.atestado.dscLesao',
    ]);
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
