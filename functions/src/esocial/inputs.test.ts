import { describe, expect, it } from 'vitest';
import { asoTypes, invalidCnpjMessage, invalidCpfMessage, invalidNumberMessage, invalidOptionMessage, requiredMessage } from '@ocupacional/shared';
import { demoS2210, demoS2220, demoS2240, demoS3000 } from './demo-inputs';
import {
  asRectification,
  empregadorDaInscricao,
  ideEmpregadorDaInscricao,
  ideEmpregadorSchema,
  isValidEmployerCnpj,
  normalizeInscription,
  indResultFromExamResult,
  inputMessages,
  resAsoFromAptidao,
  s2210Schema,
  s2220Schema,
  s2240Schema,
  s3000Schema,
  tpExameOcupFromAsoType,
  type S2210Input,
  type S2220Input,
  type S2240Input,
  type S3000Input,
} from './inputs';

/** The messages of a failed parse by field path. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]));
}

describe('ASO mappings', () => {
  it('maps our ASO types to tpExameOcup', () => {
    expect(tpExameOcupFromAsoType(asoTypes.admissional)).toBe(0);
    expect(tpExameOcupFromAsoType(asoTypes.aposAdmissional)).toBe(1);
    expect(tpExameOcupFromAsoType(asoTypes.retornoAoTrabalho)).toBe(2);
    expect(tpExameOcupFromAsoType(asoTypes.mudancaDeFuncao)).toBe(3);
    expect(tpExameOcupFromAsoType(asoTypes.demissional)).toBe(9);
    expect(tpExameOcupFromAsoType(asoTypes.periodico)).toBe(1);
    expect(tpExameOcupFromAsoType(99)).toBeNull();
  });

  it('maps the aptitude to resAso, leaving it out when unknown', () => {
    expect([1, 2, 186].map(resAsoFromAptidao)).toEqual([1, 1, 1]);
    expect([5, 6].map(resAsoFromAptidao)).toEqual([2, 2]);
    expect(resAsoFromAptidao(null)).toBeUndefined();
  });
});

describe('common groups', () => {
  it('carries the CNPJ root in ideEmpregador, or all 14 digits for federal direct administration', () => {
    expect(ideEmpregadorSchema.parse({ tpInsc: 1, nrInsc: '11.222.333/0001-81' })).toEqual({ tpInsc: 1, nrInsc: '11222333' });
    expect(ideEmpregadorSchema.parse({ tpInsc: 1, nrInsc: '11222333000181', cnpjCompleto: true })).toEqual({
      tpInsc: 1,
      nrInsc: '11222333000181',
    });
    expect(ideEmpregadorSchema.parse({ tpInsc: 2, nrInsc: '111.444.777-35' })).toEqual({ tpInsc: 2, nrInsc: '11144477735' });
    expect(ideEmpregadorSchema.safeParse({ tpInsc: 1, nrInsc: '11.222.333/0001-82' }).success).toBe(false);
    expect(issues(ideEmpregadorSchema.safeParse({ tpInsc: 1, nrInsc: '11222333', cnpjCompleto: true }))).toEqual({
      nrInsc: inputMessages.employerRoot,
    });
  });

  it('asks for the receipt of the rectified event, and only then', () => {
    const original = demoS2220();
    expect(issues(s2220Schema.safeParse({ ...original, ideEvento: { ...original.ideEvento, indRetif: 2 } }))).toEqual({
      'ideEvento.nrRecibo': inputMessages.receiptForRectification,
    });
    expect(issues(s2220Schema.safeParse({ ...original, ideEvento: { ...original.ideEvento, nrRecibo: '1.2.0000000000000000001' } }))).toEqual({
      'ideEvento.nrRecibo': inputMessages.receiptOnlyForRectification,
    });
    const missing = s2220Schema.safeParse({ ...original, ideEvento: { ...original.ideEvento, indRetif: 2 } });
    expect(missing.error?.issues[0]).toMatchObject({ code: 'custom', path: ['ideEvento', 'nrRecibo'] });
    const rectification = s2220Schema.parse(asRectification(original, '1.2.0000000000000000001'));
    expect(rectification.ideEvento).toMatchObject({ indRetif: 2, nrRecibo: '1.2.0000000000000000001' });
    expect(s2220Schema.safeParse(asRectification(original, '1.2.123')).success).toBe(false);
  });

  it('needs the matrícula or, without one, the category — not both', () => {
    const input = demoS2220();
    expect(s2220Schema.safeParse({ ...input, ideVinculo: { cpfTrab: '11144477735', codCateg: 701 } }).success).toBe(true);
    expect(issues(s2220Schema.safeParse({ ...input, ideVinculo: { cpfTrab: '11144477735' } }))).toEqual({
      'ideVinculo.matricula': inputMessages.matriculaOrCategoria,
    });
    expect(s2220Schema.safeParse({ ...input, ideVinculo: { cpfTrab: '11144477735', matricula: 'X', codCateg: '101' } }).success).toBe(false);
  });

  it('defaults procEmi 1 (employer application) and the verProc', () => {
    const { ideEvento } = s2220Schema.parse({ ...demoS2220(), ideEvento: { tpAmb: 2 } });
    expect(ideEvento).toEqual({ indRetif: 1, tpAmb: 2, procEmi: 1, verProc: 'Ocupacional-1.0' });
  });
});

describe('S-2220 input', () => {
  it('normalizes masks and codes', () => {
    const input = demoS2220();
    const parsed = s2220Schema.parse({
      ...input,
      exMedOcup: { ...input.exMedOcup, aso: { ...input.exMedOcup.aso, exame: [{ dtExm: '2026-05-04', procRealizado: 295 }] } },
    });
    expect(parsed.ideVinculo.cpfTrab).toBe('11144477735');
    expect(parsed.exMedOcup.aso.exame[0]?.procRealizado).toBe('0295');
    expect(parsed.exMedOcup.aso.medico.ufCRM).toBe('SP');
  });

  it('applies the procedure rules of the layout: obsProc, ordExame, exam not after the ASO, no repeated procedure', () => {
    const input = demoS2220();
    const exame = [
      { dtExm: '2026-05-04', procRealizado: '0998' },
      { dtExm: '2026-05-04', procRealizado: '0281' },
      { dtExm: '2026-05-05', procRealizado: '0295' },
      { dtExm: '2026-05-04', procRealizado: '0998', obsProc: 'outro' },
    ];
    const result = s2220Schema.safeParse({ ...input, exMedOcup: { ...input.exMedOcup, aso: { ...input.exMedOcup.aso, exame } } });
    expect(issues(result)).toEqual({
      'exMedOcup.aso.exame.0.obsProc': 'Campo obrigatório',
      'exMedOcup.aso.exame.1.ordExame': 'Campo obrigatório',
      'exMedOcup.aso.exame.2.dtExm': inputMessages.dateOrder,
      'exMedOcup.aso.exame.3.procRealizado': 'Procedimento já foi inserido',
    });
  });

  it('requires the doctor name, CRM and CRM state (spec 2 §5)', () => {
    const input = demoS2220();
    const result = s2220Schema.safeParse({
      ...input,
      exMedOcup: { ...input.exMedOcup, aso: { ...input.exMedOcup.aso, medico: { nmMed: 'A' } } },
    });
    expect(Object.keys(issues(result)).sort()).toEqual(['exMedOcup.aso.medico.nmMed', 'exMedOcup.aso.medico.nrCRM', 'exMedOcup.aso.medico.ufCRM']);
  });
});

describe('S-2240 input', () => {
  const withAgents = (agNoc: unknown[], respReg?: unknown[]): S2240Input => {
    const input = demoS2240();
    return { ...input, infoExpRisco: { ...input.infoExpRisco, agNoc, ...(respReg ? { respReg } : {}) } } as S2240Input;
  };

  it('accepts the demo noise exposure and formats bare agent codes', () => {
    expect(s2240Schema.safeParse(demoS2240()).success).toBe(true);
    const parsed = s2240Schema.parse(withAgents([{ codAgNoc: '0901001' }]));
    expect(parsed.infoExpRisco.agNoc[0]?.codAgNoc).toBe('09.01.001');
  });

  it('asks for the quantitative fields exactly when tpAval is 1', () => {
    const result = s2240Schema.safeParse(
      withAgents([
        { codAgNoc: '02.01.001', tpAval: 1, epcEpi: { utilizEPC: 0, utilizEPI: 0 } },
        { codAgNoc: '01.18.001', dscAgNoc: 'Sílica', tpAval: 2, intConc: 1, epcEpi: { utilizEPC: 0, utilizEPI: 0 } },
      ]),
    );
    expect(issues(result)).toEqual({
      'infoExpRisco.agNoc.0.intConc': 'Campo obrigatório',
      'infoExpRisco.agNoc.0.unMed': 'Campo obrigatório',
      'infoExpRisco.agNoc.0.tecMedicao': 'Campo obrigatório',
      'infoExpRisco.agNoc.1.intConc': inputMessages.notAllowed,
    });
  });

  it('keeps 09.01.001 (no exposure) alone and without EPC/EPI or evaluation', () => {
    const result = s2240Schema.safeParse(
      withAgents([{ codAgNoc: '09.01.001', tpAval: 2 }, { codAgNoc: '02.01.001', tpAval: 2, epcEpi: { utilizEPC: 0, utilizEPI: 0 } }]),
    );
    expect(issues(result)).toMatchObject({
      'infoExpRisco.agNoc': inputMessages.aloneNoExposure,
      'infoExpRisco.agNoc.0.tpAval': inputMessages.notAllowed,
    });
  });

  it('follows the EPC/EPI rules: efficacy when used, the EPIs and the NR-06 requirements when EPI is used', () => {
    const result = s2240Schema.safeParse(withAgents([{ codAgNoc: '02.01.001', tpAval: 2, epcEpi: { utilizEPC: 2, utilizEPI: 2 } }]));
    expect(issues(result)).toEqual({
      'infoExpRisco.agNoc.0.epcEpi.eficEpc': 'Campo obrigatório',
      'infoExpRisco.agNoc.0.epcEpi.eficEpi': 'Campo obrigatório',
      'infoExpRisco.agNoc.0.epcEpi.epi': 'Campo obrigatório',
      'infoExpRisco.agNoc.0.epcEpi.epiCompl': 'Campo obrigatório',
    });
  });

  it('asks for the class council of the responsible when an agent is present, and rejects a repeated risk', () => {
    const agent = { codAgNoc: '02.01.001', tpAval: 2, epcEpi: { utilizEPC: 0, utilizEPI: 0 } };
    const result = s2240Schema.safeParse(withAgents([agent, agent], [{ cpfResp: '714.287.938-60' }]));
    expect(issues(result)).toEqual({
      'infoExpRisco.agNoc.1.codAgNoc': 'Procedimento já foi inserido',
      'infoExpRisco.respReg.0.ideOC': 'Campo obrigatório',
      'infoExpRisco.respReg.0.nrOC': 'Campo obrigatório',
      'infoExpRisco.respReg.0.ufOC': 'Campo obrigatório',
    });
  });
});

describe('S-2210 input', () => {
  it('accepts the demo CAT', () => {
    expect(s2210Schema.safeParse(demoS2210()).success).toBe(true);
  });

  it('asks for the death date on a death CAT and the origin CAT on a reopening', () => {
    const input = demoS2210();
    const death = s2210Schema.safeParse({ ...input, cat: { ...input.cat, tpCat: 3, indCatObito: 'S' } });
    expect(issues(death)).toMatchObject({ 'cat.dtObito': 'Campo obrigatório', 'cat.atestado.indAfast': 'Selecione uma opção válida' });
    const reopening = s2210Schema.safeParse({ ...input, cat: { ...input.cat, tpCat: 2 } });
    expect(issues(reopening)).toEqual({ 'cat.catOrigem': 'Campo obrigatório' });
  });

  it('asks for the accident hour on a typical accident and the place of a CNPJ employer', () => {
    const input = demoS2210();
    const { hrAcid: _hour, ...cat } = input.cat;
    const { ideLocalAcid: _place, ...localAcidente } = input.cat.localAcidente;
    expect(issues(s2210Schema.safeParse({ ...input, cat: { ...cat, localAcidente } }))).toEqual({
      'cat.hrAcid': 'Campo obrigatório',
      'cat.localAcidente.ideLocalAcid': 'Campo obrigatório',
    });
  });
});

describe('S-3000 input', () => {
  it('asks for the worker when excluding a worker event', () => {
    expect(s3000Schema.safeParse(demoS3000()).success).toBe(true);
    const input = demoS3000();
    expect(issues(s3000Schema.safeParse({ ...input, infoExclusao: { tpEvento: 'S-2240', nrRecEvt: '1.2.0000000000000000001' } }))).toEqual({
      'infoExclusao.ideTrabalhador': 'Campo obrigatório',
    });
  });
});

// Rules field by field ------------------------------------------------------------------------------------------

/** The demo S-2220 with other exams (and, optionally, another ASO date). */
function withExams(exame: unknown[], dtAso = '2026-05-04'): S2220Input {
  const input = demoS2220();
  return { ...input, exMedOcup: { ...input.exMedOcup, aso: { ...input.exMedOcup.aso, dtAso, exame } } } as S2220Input;
}

/** An exposed agent that passes every rule of agNoc: qualitative evaluation, EPC and EPI not applicable. */
const qualitative = { codAgNoc: '02.01.001', tpAval: 2, epcEpi: { utilizEPC: 0, utilizEPI: 0 } };

/** The demo S-2240 with other agents, and optionally other fields of infoExpRisco. */
function withRisk(agNoc: unknown[], rest: Record<string, unknown> = {}): S2240Input {
  const input = demoS2240();
  return { ...input, infoExpRisco: { ...input.infoExpRisco, agNoc, ...rest } } as S2240Input;
}

/** The demo CAT with some fields of cat replaced (undefined removes a field). */
function withCat(changes: Record<string, unknown>, employer?: unknown): S2210Input {
  const input = demoS2210();
  const cat = Object.fromEntries(Object.entries({ ...input.cat, ...changes }).filter(([, value]) => value !== undefined));
  return { ...input, ...(employer ? { ideEmpregador: employer } : {}), cat } as S2210Input;
}

/** The demo CAT at another place (replaces localAcidente whole). */
const atPlace = (localAcidente: Record<string, unknown>): S2210Input =>
  withCat({ localAcidente: { dscLograd: 'RUA A', nrLograd: '1', ...localAcidente } });

const place = { cep: '01310-100', codMunic: '3550308', uf: 'SP' };
const ownEstablishment = { tpInsc: 1, nrInsc: '11.222.333/0001-81' };

describe('codes and states', () => {
  it.each([
    ['a number', 295, '0295'],
    ['a string with spaces around', ' 295 ', '0295'],
    ['a full code', '0281', '0281'],
  ])('pads a Tabela 27 procedure given as %s', (_case, procRealizado, expected) => {
    const parsed = s2220Schema.parse(withExams([{ dtExm: '2026-05-04', procRealizado, ...(expected === '0281' ? { ordExame: 1 } : {}) }]));
    expect(parsed.exMedOcup.aso.exame[0]?.procRealizado).toBe(expected);
  });

  it.each([['12345'], ['29a'], ['2 95']])('refuses the procedure code %j', (procRealizado) => {
    expect(issues(s2220Schema.safeParse(withExams([{ dtExm: '2026-05-04', procRealizado }])))).toEqual({
      'exMedOcup.aso.exame.0.procRealizado': invalidOptionMessage,
    });
  });

  it.each([[''], ['   ']])('takes a blank procedure code %j as missing, not as 0000', (procRealizado) => {
    expect(issues(s2220Schema.safeParse(withExams([{ dtExm: '2026-05-04', procRealizado }])))).toEqual({
      'exMedOcup.aso.exame.0.procRealizado': requiredMessage,
    });
  });

  it('reads the CRM state in any case and with spaces, and refuses an unknown state', () => {
    const input = demoS2220();
    const medico = (ufCRM: string) => ({ ...input, exMedOcup: { ...input.exMedOcup, aso: { ...input.exMedOcup.aso, medico: { ...input.exMedOcup.aso.medico, ufCRM } } } });
    expect(s2220Schema.parse(medico(' rj ')).exMedOcup.aso.medico.ufCRM).toBe('RJ');
    expect(issues(s2220Schema.safeParse(medico('XX')))).toEqual({ 'exMedOcup.aso.medico.ufCRM': invalidOptionMessage });
  });

  it.each([
    ['bare digits', '0201001', '02.01.001'],
    ['a formatted code with spaces around', ' 02.01.001 ', '02.01.001'],
  ])('reads a Tabela 24 agent code given as %s', (_case, codAgNoc, expected) => {
    expect(s2240Schema.parse(withRisk([{ ...qualitative, codAgNoc }])).infoExpRisco.agNoc[0]?.codAgNoc).toBe(expected);
  });

  it.each([['02010011'], ['2.01.001'], ['02-01-001']])('refuses the agent code %j', (codAgNoc) => {
    expect(issues(s2240Schema.safeParse(withRisk([{ ...qualitative, codAgNoc }])))).toEqual({
      'infoExpRisco.agNoc.0.codAgNoc': invalidOptionMessage,
    });
  });

  it.each([
    [86.5, true],
    [86.1234, true],
    [0.0001, true],
    [86.12345, false],
  ])('takes intConc %d with at most 4 decimals: %s', (intConc, accepted) => {
    const agent = { ...qualitative, tpAval: 1, intConc, unMed: 4, tecMedicao: 'NHO 01' };
    const result = s2240Schema.safeParse(withRisk([agent]));
    expect(issues(result)).toEqual(accepted ? {} : { 'infoExpRisco.agNoc.0.intConc': 'No máximo 4 casas decimais' });
  });

  it.each([
    ['a negative intConc', { intConc: -1 }, { intConc: inputMessages.decimalRange }],
    ['an intConc above 999999,9999', { intConc: 1_000_000 }, { intConc: inputMessages.decimalRange }],
    ['an intConc that is not a number', { intConc: 'muito' }, { intConc: invalidNumberMessage }],
    ['a unidade de medida outside the table', { unMed: 99 }, { unMed: invalidOptionMessage }],
    ['a unidade de medida of 0', { unMed: 0 }, { unMed: invalidOptionMessage }],
    ['a fractional unidade de medida', { unMed: 1.5 }, { unMed: invalidOptionMessage }],
  ])('says what is wrong with %s, not that it is missing', (_case, change, expected) => {
    const agent = { ...qualitative, tpAval: 1, intConc: 0.5, unMed: 4, tecMedicao: 'NHO 01', ...change };
    const paths = Object.fromEntries(Object.entries(expected).map(([field, message]) => [`infoExpRisco.agNoc.0.${field}`, message]));
    expect(issues(s2240Schema.safeParse(withRisk([agent])))).toEqual(paths);
  });
});

describe('ideEmpregador', () => {
  it.each([
    ['a CNPJ root', { tpInsc: 1, nrInsc: '11.222.333' }, { tpInsc: 1, nrInsc: '11222333' }],
    ['a full CNPJ', { tpInsc: 1, nrInsc: '11.222.333/0001-81' }, { tpInsc: 1, nrInsc: '11222333' }],
    ['a full CNPJ of federal direct administration', { tpInsc: 1, nrInsc: '11.222.333/0001-81', cnpjCompleto: true }, { tpInsc: 1, nrInsc: '11222333000181' }],
    ['a CPF', { tpInsc: 2, nrInsc: '111.444.777-35' }, { tpInsc: 2, nrInsc: '11144477735' }],
  ])('accepts %s', (_case, input, expected) => {
    expect(ideEmpregadorSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['a CPF with a wrong check digit', { tpInsc: 2, nrInsc: '111.444.777-36' }, invalidCpfMessage],
    ['a CNPJ root as a CPF', { tpInsc: 2, nrInsc: '11222333' }, invalidCpfMessage],
    ['a CNPJ with a wrong check digit', { tpInsc: 1, nrInsc: '11.222.333/0001-82' }, invalidCnpjMessage],
    ['a wrong CNPJ of federal direct administration', { tpInsc: 1, nrInsc: '11222333000182', cnpjCompleto: true }, invalidCnpjMessage],
    ['a root of 9 digits', { tpInsc: 1, nrInsc: '112223330' }, invalidCnpjMessage],
    ['a root where all 14 digits are needed', { tpInsc: 1, nrInsc: '11222333', cnpjCompleto: true }, inputMessages.employerRoot],
    ['an alphanumeric CNPJ with a wrong check digit', { tpInsc: 1, nrInsc: '12.ABC.345/01DE-36' }, invalidCnpjMessage],
    ['an alphanumeric CNPJ with a letter in its check digits', { tpInsc: 1, nrInsc: '12ABC34501DE3A' }, invalidCnpjMessage],
    ['a root of 7 characters', { tpInsc: 1, nrInsc: '12ABC34' }, invalidCnpjMessage],
    ['a root with a symbol', { tpInsc: 1, nrInsc: '12ABC34_' }, invalidCnpjMessage],
    ['a CPF with letters', { tpInsc: 2, nrInsc: '1114447773A' }, invalidCpfMessage],
    ['a CPF with a digit more', { tpInsc: 2, nrInsc: '111444777350' }, invalidCpfMessage],
    ['a CNPJ of one repeated digit', { tpInsc: 1, nrInsc: '00000000000000' }, invalidCnpjMessage],
  ])('refuses %s', (_case, input, message) => {
    expect(issues(ideEmpregadorSchema.safeParse(input))).toEqual({ nrInsc: message });
  });

  // IN RFB 2.229/2024: the alphanumeric CNPJ, which TS_nrInsc_8_11_14 ([A-Z0-9]{8}|\d{11}|[A-Z0-9]{12}\d{2}) accepts.
  it.each([
    ['an alphanumeric CNPJ, masked and in lower case', { tpInsc: 1, nrInsc: '12.abc.345/01de-35' }, { tpInsc: 1, nrInsc: '12ABC345' }],
    ['an alphanumeric CNPJ of federal direct administration', { tpInsc: 1, nrInsc: '12ABC34501DE35', cnpjCompleto: true }, { tpInsc: 1, nrInsc: '12ABC34501DE35' }],
    ['an alphanumeric root', { tpInsc: 1, nrInsc: '12.ABC.345' }, { tpInsc: 1, nrInsc: '12ABC345' }],
  ])('accepts %s', (_case, input, expected) => {
    expect(ideEmpregadorSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['12ABC34501DE35', true], // the Receita Federal's own example
    ['11222333000181', true],
    ['11444777000161', true],
    ['12ABC34501DE36', false],
    ['12ABC34501DE53', false],
    ['A2ABC34501DE35', false],
    ['12ABC34501DE3', false],
    ['12ABC34501DE350', false],
    ['12abc34501de35', false], // normalized before, never here
    ['11111111111111', false],
    ['00000000000191', true], // zeros then a valid pair: not "one repeated digit"
  ])('checks the CNPJ %s: %s', (cnpj, valid) => {
    expect(isValidEmployerCnpj(cnpj)).toBe(valid);
  });

  it.each([
    ['a masked CNPJ', '11.222.333/0001-81', { tpInsc: 1, nrInsc: '11222333000181' }],
    ['an alphanumeric CNPJ', '12.abc.345/01de-35', { tpInsc: 1, nrInsc: '12ABC34501DE35' }],
    ['a masked CPF', ' 111.444.777-35 ', { tpInsc: 2, nrInsc: '11144477735' }],
  ])('takes tpInsc from the inscription of %s', (_case, inscricao, expected) => {
    expect(ideEmpregadorDaInscricao(inscricao)).toEqual(expected);
    expect(empregadorDaInscricao(inscricao)).toEqual(expected.tpInsc === 1 ? { tpInsc: 1, nrInsc: expected.nrInsc.slice(0, 8) } : expected);
  });

  it('throws for an inscription that is neither a CNPJ nor a CPF', () => {
    expect(() => empregadorDaInscricao('1122233300018')).toThrow();
  });

  it('normalizes an inscription: punctuation and spaces out, upper case', () => {
    expect(normalizeInscription(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});

describe('S-2220 exam rules', () => {
  it.each([
    ['the day before the ASO', '2026-05-03', {}],
    ['the day of the ASO', '2026-05-04', {}],
    ['the day after the ASO', '2026-05-05', { 'exMedOcup.aso.exame.0.dtExm': inputMessages.dateOrder }],
  ])('takes an exam done %s', (_case, dtExm, expected) => {
    expect(issues(s2220Schema.safeParse(withExams([{ dtExm, procRealizado: '0295' }])))).toEqual(expected);
  });

  it('takes the same procedure on different days and different procedures on the same day', () => {
    const exame = [
      { dtExm: '2026-05-04', procRealizado: '0295' },
      { dtExm: '2026-05-03', procRealizado: '0295' },
      { dtExm: '2026-05-04', procRealizado: '0998', obsProc: 'Teste ergométrico' },
    ];
    expect(issues(s2220Schema.safeParse(withExams(exame)))).toEqual({});
  });

  it('needs obsProc only for the procedures the layout lists, and ordExame for the audiometry', () => {
    expect(issues(s2220Schema.safeParse(withExams([{ dtExm: '2026-05-04', procRealizado: '9999' }])))).toEqual({
      'exMedOcup.aso.exame.0.obsProc': requiredMessage,
    });
    expect(issues(s2220Schema.safeParse(withExams([{ dtExm: '2026-05-04', procRealizado: '0281', ordExame: 2 }])))).toEqual({});
  });
});

describe('S-2240 rules', () => {
  it.each([
    ['CNPJ', 1, '11.222.333/0001-81', {}],
    ['CNPJ with a wrong check digit', 1, '11.222.333/0001-82', { 'infoExpRisco.infoAmb.0.nrInsc': invalidCnpjMessage }],
    ['CAEPF of 14 digits', 3, '123.456.789/001-23', {}],
    ['CAEPF of 13 digits', 3, '1234567890012', { 'infoExpRisco.infoAmb.0.nrInsc': invalidOptionMessage }],
    ['CAEPF of 15 digits', 3, '123456789001234', { 'infoExpRisco.infoAmb.0.nrInsc': invalidOptionMessage }],
    ['CNO of 12 digits', 4, '12.345.67890/12', {}],
    ['CNO of 11 digits', 4, '12345678901', { 'infoExpRisco.infoAmb.0.nrInsc': invalidOptionMessage }],
    ['CNO of 13 digits', 4, '1234567890123', { 'infoExpRisco.infoAmb.0.nrInsc': invalidOptionMessage }],
    ['CNO of 14 digits', 4, '12345678901234', { 'infoExpRisco.infoAmb.0.nrInsc': invalidOptionMessage }],
  ])('checks the environment establishment as %s', (_case, tpInsc, nrInsc, expected) => {
    const infoAmb = [{ localAmb: 2, dscSetor: 'OBRA', tpInsc, nrInsc }];
    expect(issues(s2240Schema.safeParse(withRisk([qualitative], { infoAmb })))).toEqual(expected);
  });

  it.each([
    ['EPC not applicable with efficacy', { utilizEPC: 0, eficEpc: 'S', utilizEPI: 0 }, { eficEpc: inputMessages.notAllowed }],
    ['EPC not implemented with efficacy', { utilizEPC: 1, eficEpc: 'N', utilizEPI: 0 }, { eficEpc: inputMessages.notAllowed }],
    ['EPI not used with efficacy', { utilizEPC: 0, utilizEPI: 1, eficEpi: 'S' }, { eficEpi: inputMessages.notAllowed }],
    ['EPI not used with EPIs', { utilizEPC: 0, utilizEPI: 1, epi: [{ docAval: 'CA 1' }] }, { epi: inputMessages.notAllowed }],
    ['EPI not used with an empty EPI list', { utilizEPC: 0, utilizEPI: 1, epi: [] }, {}],
    [
      'EPI used with an empty EPI list',
      { utilizEPC: 0, utilizEPI: 2, eficEpi: 'S', epi: [], epiCompl: demoS2240().infoExpRisco.agNoc[0]?.epcEpi?.epiCompl },
      { epi: requiredMessage },
    ],
  ])('EPC/EPI: %s', (_case, epcEpi, expected) => {
    const result = s2240Schema.safeParse(withRisk([{ ...qualitative, epcEpi }]));
    expect(issues(result)).toEqual(Object.fromEntries(Object.entries(expected).map(([field, message]) => [`infoExpRisco.agNoc.0.epcEpi.${field}`, message])));
  });

  const measured = { tpAval: 1, intConc: 0.5, unMed: 1, tecMedicao: 'NHO 07', epcEpi: { utilizEPC: 0, utilizEPI: 0 } };
  it.each([
    ['sílica measured without limTol', { ...measured, codAgNoc: '01.18.001', dscAgNoc: 'Sílica' }, { limTol: requiredMessage }],
    ['benzene (02.01.014) measured without limTol', { ...measured, codAgNoc: '02.01.014' }, { limTol: requiredMessage }],
    ['sílica measured with limTol', { ...measured, codAgNoc: '01.18.001', dscAgNoc: 'Sílica', limTol: 0.1 }, {}],
    ['noise measured with limTol', { ...measured, codAgNoc: '02.01.001', limTol: 85 }, { limTol: inputMessages.notAllowed }],
    ['sílica evaluated qualitatively with limTol', { ...qualitative, codAgNoc: '01.18.001', dscAgNoc: 'Sílica', limTol: 0.1 }, { limTol: inputMessages.notAllowed }],
    ['an exposed agent without EPC/EPI', { codAgNoc: '02.01.001', tpAval: 2 }, { epcEpi: requiredMessage }],
    ['no exposure with EPC/EPI', { codAgNoc: '09.01.001', epcEpi: { utilizEPC: 0, utilizEPI: 0 } }, { epcEpi: inputMessages.notAllowed }],
    ['an agent of the list without its description', { ...qualitative, codAgNoc: '01.01.001' }, { dscAgNoc: requiredMessage }],
    ['an agent of the list with its description', { ...qualitative, codAgNoc: '01.01.001', dscAgNoc: 'Arsênio' }, {}],
    ['an agent off the list without description', qualitative, {}],
    ['a judicial process on an agent not included by process', { ...qualitative, nrProcJud: '12345678901234567' }, { nrProcJud: inputMessages.notAllowed }],
    ['an agent included by process (17 digits)', { ...qualitative, codAgNoc: '05.01.001', dscAgNoc: 'Ordem judicial', nrProcJud: '1234567890123456-7' }, {}],
    ['an agent included by process (20 digits)', { ...qualitative, codAgNoc: '05.01.001', dscAgNoc: 'Ordem judicial', nrProcJud: '0001234-56.2024.5.02.0001' }, {}],
    ['an agent included by process (18 digits)', { ...qualitative, codAgNoc: '05.01.001', dscAgNoc: 'Ordem judicial', nrProcJud: '123456789012345678' }, { nrProcJud: invalidOptionMessage }],
  ])('agNoc: %s', (_case, agent, expected) => {
    const result = s2240Schema.safeParse(withRisk([agent]));
    expect(issues(result)).toEqual(Object.fromEntries(Object.entries(expected).map(([field, message]) => [`infoExpRisco.agNoc.0.${field}`, message])));
  });

  it.each([
    ['the day before', '2024-01-21', {}],
    ['the day', '2024-01-22', { 'infoExpRisco.agNoc.0.nrProcJud': requiredMessage }],
    ['the day after', '2024-01-23', { 'infoExpRisco.agNoc.0.nrProcJud': requiredMessage }],
  ])('requires the judicial process of 05.01.001 for conditions from 2024-01-22 on: %s', (_case, dtIniCondicao, expected) => {
    const agent = { ...qualitative, codAgNoc: '05.01.001', dscAgNoc: 'Ordem judicial' };
    expect(issues(s2240Schema.safeParse(withRisk([agent], { dtIniCondicao })))).toEqual(expected);
  });

  it.each([
    ['the day before', '2024-04-21', {}],
    ['the day', '2024-04-22', { 'infoExpRisco.agNoc.0.dscAgNoc': inputMessages.notAllowed }],
    ['the day after', '2024-04-23', { 'infoExpRisco.agNoc.0.dscAgNoc': inputMessages.notAllowed }],
  ])('refuses a description of 09.01.001 for conditions from 2024-04-22 on: %s', (_case, dtIniCondicao, expected) => {
    const agent = { codAgNoc: '09.01.001', dscAgNoc: 'Ausência de agente nocivo' };
    expect(issues(s2240Schema.safeParse(withRisk([agent], { dtIniCondicao })))).toEqual(expected);
  });

  it('takes 09.01.001 alone with no evaluation, EPC/EPI nor class council of the responsible', () => {
    const result = s2240Schema.safeParse(withRisk([{ codAgNoc: '09.01.001' }], { respReg: [{ cpfResp: '714.287.938-60' }] }));
    expect(issues(result)).toEqual({});
  });

  it('asks for the class council even when 09.01.001 is wrongly mixed with an agent', () => {
    const result = s2240Schema.safeParse(withRisk([{ codAgNoc: '09.01.001' }, qualitative], { respReg: [{ cpfResp: '714.287.938-60' }] }));
    expect(issues(result)).toEqual({
      'infoExpRisco.agNoc': inputMessages.aloneNoExposure,
      'infoExpRisco.respReg.0.ideOC': requiredMessage,
      'infoExpRisco.respReg.0.nrOC': requiredMessage,
      'infoExpRisco.respReg.0.ufOC': requiredMessage,
    });
  });

  it('tells apart two agents of one code by their descriptions', () => {
    const agents = [
      { ...qualitative, codAgNoc: '01.01.001', dscAgNoc: 'Arsênio' },
      { ...qualitative, codAgNoc: '01.01.001', dscAgNoc: 'Arsina' },
    ];
    expect(issues(s2240Schema.safeParse(withRisk(agents)))).toEqual({});
    expect(issues(s2240Schema.safeParse(withRisk([agents[0], agents[0]])))).toEqual({
      'infoExpRisco.agNoc.1.codAgNoc': inputMessages.duplicated,
    });
  });

  it.each([
    ['other council without its name', { ideOC: 9, nrOC: '123', ufOC: 'SP' }, { dscOC: requiredMessage }],
    ['other council with its name', { ideOC: 9, dscOC: 'CRQ', nrOC: '123', ufOC: 'SP' }, {}],
    ['CREA with a council name', { ideOC: 4, dscOC: 'CREA', nrOC: '123', ufOC: 'SP' }, { dscOC: inputMessages.notAllowed }],
  ])('respReg: %s', (_case, council, expected) => {
    const result = s2240Schema.safeParse(withRisk([qualitative], { respReg: [{ cpfResp: '714.287.938-60', ...council }] }));
    expect(issues(result)).toEqual(Object.fromEntries(Object.entries(expected).map(([field, message]) => [`infoExpRisco.respReg.0.${field}`, message])));
  });

  it.each([
    ['the day before the start', '2026-05-03', { 'infoExpRisco.dtFimCondicao': inputMessages.dateOrder }],
    ['the day of the start', '2026-05-04', {}],
    ['the day after the start', '2026-05-05', {}],
  ])('ends a condition %s', (_case, dtFimCondicao, expected) => {
    expect(issues(s2240Schema.safeParse(withRisk([qualitative], { dtIniCondicao: '2026-05-04', dtFimCondicao })))).toEqual(expected);
  });
});

describe('S-2210 rules', () => {
  it.each([
    ['CNPJ', { tpInsc: 1, nrInsc: '11.222.333/0001-81' }, {}],
    ['CNPJ with a wrong check digit', { tpInsc: 1, nrInsc: '11.222.333/0001-82' }, { nrInsc: invalidCnpjMessage }],
    ['CNPJ of 13 digits', { tpInsc: 1, nrInsc: '1122233300018' }, { nrInsc: invalidCnpjMessage }],
    ['CAEPF of 14 digits', { tpInsc: 3, nrInsc: '12345678900123' }, {}],
    ['CAEPF of 15 digits', { tpInsc: 3, nrInsc: '123456789001234' }, { nrInsc: invalidCnpjMessage }],
    ['CAEPF of 13 digits', { tpInsc: 3, nrInsc: '1234567890012' }, { nrInsc: invalidCnpjMessage }],
    ['CNO of 12 digits', { tpInsc: 4, nrInsc: '123456789012' }, {}],
    ['CNO of 13 digits', { tpInsc: 4, nrInsc: '1234567890123' }, { nrInsc: invalidCnpjMessage }],
    ['CNO of 14 digits', { tpInsc: 4, nrInsc: '12345678900123' }, { nrInsc: invalidCnpjMessage }],
  ])('checks the establishment of the accident as %s', (_case, ideLocalAcid, expected) => {
    const result = s2210Schema.safeParse(atPlace({ tpLocal: 1, ...place, ideLocalAcid }));
    expect(issues(result)).toEqual(Object.fromEntries(Object.entries(expected).map(([field, message]) => [`cat.localAcidente.ideLocalAcid.${field}`, message])));
  });

  it.each([
    ['own establishment without CEP', { tpLocal: 1, ideLocalAcid: ownEstablishment, codMunic: '3550308', uf: 'SP' }, { cep: requiredMessage }],
    ['third party without CEP, city and state', { tpLocal: 3, ideLocalAcid: ownEstablishment }, { cep: requiredMessage, codMunic: requiredMessage, uf: requiredMessage }],
    ['rural area without CEP and city', { tpLocal: 5, uf: 'SP' }, { cep: requiredMessage, codMunic: requiredMessage }],
    ['public road without city and state', { tpLocal: 4, cep: '01310-100' }, { codMunic: requiredMessage, uf: requiredMessage }],
    ['public road without CEP', { tpLocal: 4, codMunic: '3550308', uf: 'SP' }, {}],
    ['a vessel without address codes', { tpLocal: 6 }, {}],
    ['other place without address codes', { tpLocal: 9 }, {}],
    ['in Brazil with a country', { tpLocal: 4, codMunic: '3550308', uf: 'SP', pais: '105' }, { pais: inputMessages.notAllowed }],
    ['abroad without country', { tpLocal: 2 }, { pais: requiredMessage }],
    ['abroad with its country', { tpLocal: 2, pais: '249', codPostal: '10001' }, {}],
    [
      'abroad with a Brazilian CEP, city and state',
      { tpLocal: 2, pais: '249', ...place },
      { cep: inputMessages.notAllowed, codMunic: inputMessages.notAllowed, uf: inputMessages.notAllowed },
    ],
  ])('localAcidente: %s', (_case, localAcidente, expected) => {
    const result = s2210Schema.safeParse(atPlace(localAcidente));
    expect(issues(result)).toEqual(Object.fromEntries(Object.entries(expected).map(([field, message]) => [`cat.localAcidente.${field}`, message])));
  });

  it.each([
    ['own establishment', 1, { 'cat.localAcidente.ideLocalAcid': requiredMessage }],
    ['a third party establishment', 3, { 'cat.localAcidente.ideLocalAcid': requiredMessage }],
    ['a public road', 4, {}],
  ])('asks a CNPJ employer for the establishment of an accident at %s', (_case, tpLocal, expected) => {
    expect(issues(s2210Schema.safeParse(atPlace({ tpLocal, ...place })))).toEqual(expected);
  });

  it('does not ask an employer with a CPF for the establishment of the accident', () => {
    const input = { ...atPlace({ tpLocal: 1, ...place }), ideEmpregador: { tpInsc: 2, nrInsc: '111.444.777-35' } } as S2210Input;
    expect(issues(s2210Schema.safeParse(input))).toEqual({});
  });

  it.each([
    ['a doctor (CRM) without state', { ideOC: 1 }, { 'cat.atestado.emitente.ufOC': requiredMessage }],
    ['a dentist (CRO) without state', { ideOC: 2 }, { 'cat.atestado.emitente.ufOC': requiredMessage }],
    ['an RMS without state', { ideOC: 3 }, {}],
    ['an RMS with state', { ideOC: 3, ufOC: 'SP' }, {}],
  ])('asks the state of the class council of the issuer: %s', (_case, council, expected) => {
    const { atestado } = demoS2210().cat;
    const emitente = { nmEmit: 'DR. PLANTONISTA DEMO', nrOC: '112233', ...council };
    expect(issues(s2210Schema.safeParse(withCat({ atestado: { ...atestado, emitente } })))).toEqual(expected);
  });

  const origin = { nrRecCatOrig: '1.2.0000000000000000001' };
  const noLeave = (indAfast: 'S' | 'N') => ({ ...demoS2210().cat.atestado, indAfast });
  it.each([
    ['an initial CAT', { tpCat: 1 }, {}],
    ['an initial CAT with an origin CAT', { tpCat: 1, catOrigem: origin }, { 'cat.catOrigem': inputMessages.notAllowed }],
    ['a reopening', { tpCat: 2, catOrigem: origin }, {}],
    ['a reopening of a death', { tpCat: 2, catOrigem: origin, indCatObito: 'S', dtObito: '2026-05-06', atestado: noLeave('N') }, { 'cat.indCatObito': invalidOptionMessage }],
    ['a death communication', { tpCat: 3, catOrigem: origin, indCatObito: 'S', dtObito: '2026-05-06', atestado: noLeave('N') }, {}],
    ['a death communication without death', { tpCat: 3, catOrigem: origin, indCatObito: 'N' }, { 'cat.indCatObito': invalidOptionMessage }],
    ['a death with leave', { tpCat: 3, indCatObito: 'S', dtObito: '2026-05-06', atestado: noLeave('S') }, { 'cat.atestado.indAfast': invalidOptionMessage }],
    ['a death the day of the accident', { tpCat: 3, indCatObito: 'S', dtObito: '2026-05-05', atestado: noLeave('N') }, {}],
    ['a death the day before the accident', { tpCat: 3, indCatObito: 'S', dtObito: '2026-05-04', atestado: noLeave('N') }, { 'cat.dtObito': inputMessages.dateOrder }],
    ['a death date without death', { dtObito: '2026-05-06' }, { 'cat.dtObito': inputMessages.notAllowed }],
  ])('CAT type and death: %s', (_case, changes, expected) => {
    expect(issues(s2210Schema.safeParse(withCat(changes)))).toEqual(expected);
  });

  it.each([
    ['typical without hour', { tpAcid: 1, hrAcid: undefined }, { 'cat.hrAcid': requiredMessage }],
    ['illness with hour', { tpAcid: 2, hrAcid: '1030', hrsTrabAntesAcid: undefined }, { 'cat.hrAcid': inputMessages.notAllowed }],
    ['illness with hours worked', { tpAcid: 2, hrAcid: undefined }, { 'cat.hrsTrabAntesAcid': inputMessages.notAllowed }],
    ['illness without hours', { tpAcid: 2, hrAcid: undefined, hrsTrabAntesAcid: undefined }, {}],
    ['commuting since 2022-01-26 without hour', { tpAcid: 3, dtAcid: '2022-01-26', hrAcid: undefined }, { 'cat.hrAcid': requiredMessage }],
    ['commuting since 2022-01-26 with hour', { tpAcid: 3, dtAcid: '2022-01-27' }, {}],
    ['commuting before 2022-01-26 without hour', { tpAcid: 3, dtAcid: '2022-01-25', hrAcid: undefined }, {}],
    ['commuting before 2022-01-26 with hour (the service accepts it)', { tpAcid: 3, dtAcid: '2022-01-25' }, {}],
  ])('accident hour: %s', (_case, changes, expected) => {
    const attended = { ...demoS2210().cat.atestado, dtAtendimento: '2026-05-05' };
    expect(issues(s2210Schema.safeParse(withCat({ ultDiaTrab: '2022-01-25', ...changes, atestado: attended })))).toEqual(expected);
  });

  it.each([
    ['the day before', '2023-01-15', {}],
    ['the day', '2023-01-16', { 'cat.ultDiaTrab': requiredMessage, 'cat.houveAfast': requiredMessage }],
    ['the day after', '2023-01-17', { 'cat.ultDiaTrab': requiredMessage, 'cat.houveAfast': requiredMessage }],
  ])('asks the last day worked and the leave for accidents from 2023-01-16 on: %s', (_case, dtAcid, expected) => {
    const atestado = { ...demoS2210().cat.atestado, dtAtendimento: dtAcid };
    expect(issues(s2210Schema.safeParse(withCat({ dtAcid, ultDiaTrab: undefined, houveAfast: undefined, atestado })))).toEqual(expected);
  });

  it.each([
    ['the day before the accident', '2026-05-04', { 'cat.atestado.dtAtendimento': inputMessages.dateOrder }],
    ['the day of the accident', '2026-05-05', {}],
    ['the day after the accident', '2026-05-06', {}],
  ])('takes the medical care %s', (_case, dtAtendimento, expected) => {
    expect(issues(s2210Schema.safeParse(withCat({ atestado: { ...demoS2210().cat.atestado, dtAtendimento } })))).toEqual(expected);
  });
});

describe('S-3000 rules', () => {
  const worker = { cpfTrab: '111.444.777-35' };
  const payroll = { indApuracao: 1, perApur: '2026-04' };
  /** Event, whether the worker is needed, whether the payroll period is needed. */
  it.each([
    ['S-1000', false, false],
    ['S-1199', false, false],
    ['S-1200', true, true],
    ['S-1210', true, true],
    ['S-1211', false, true],
    ['S-1280', false, true],
    ['S-1281', false, false],
    ['S-1300', false, true],
    ['S-2189', false, false],
    ['S-2190', true, false],
    ['S-2220', true, false],
    ['S-2420', true, false],
    ['S-2421', false, false],
    ['S-8200', true, false],
    ['S-8299', true, false],
  ])('excluding an %s asks for the worker: %s, for the payroll period: %s', (tpEvento, needsWorker, needsPayroll) => {
    const base = { tpEvento, nrRecEvt: '1.2.0000000000000000001' };
    const parse = (infoExclusao: Record<string, unknown>) => issues(s3000Schema.safeParse({ ...demoS3000(), infoExclusao } as S3000Input));
    expect(parse({ ...base, ...(needsWorker ? { ideTrabalhador: worker } : {}), ...(needsPayroll ? { ideFolhaPagto: payroll } : {}) })).toEqual({});
    expect(parse({ ...base, ...(needsWorker ? {} : { ideTrabalhador: worker }), ...(needsPayroll ? {} : { ideFolhaPagto: payroll }) })).toEqual({
      'infoExclusao.ideTrabalhador': needsWorker ? requiredMessage : inputMessages.notAllowed,
      'infoExclusao.ideFolhaPagto': needsPayroll ? requiredMessage : inputMessages.notAllowed,
    });
  });
});

describe('result mappings', () => {
  it.each([[1], [2], [3], [4]])('sends exam result %d as indResult', (result) => {
    expect(indResultFromExamResult(result)).toBe(result);
  });

  it.each([[0], [5], [null], [undefined]])('leaves indResult out for exam result %s', (result) => {
    expect(indResultFromExamResult(result)).toBeUndefined();
  });

  it.each([[3], [4], [7], [185], [undefined]])('leaves resAso out for aptidão %s', (aptidao) => {
    expect(resAsoFromAptidao(aptidao)).toBeUndefined();
  });
});
