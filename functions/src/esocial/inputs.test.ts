import { describe, expect, it } from 'vitest';
import { asoTypes } from '@ocupacional/shared';
import { demoS2210, demoS2220, demoS2240, demoS3000 } from './demo-inputs';
import {
  asRectification,
  ideEmpregadorSchema,
  inputMessages,
  resAsoFromAptidao,
  s2210Schema,
  s2220Schema,
  s2240Schema,
  s3000Schema,
  tpExameOcupFromAsoType,
  type S2240Input,
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
