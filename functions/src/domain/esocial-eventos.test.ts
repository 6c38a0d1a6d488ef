import { describe, expect, it } from 'vitest';
import { buildEvent, eventId } from '../esocial/index';
import { s2220Avulso, s2220DaConsulta, s2240Avulso, s2240DoGhe, s3000Para, type FonteS2220 } from './esocial-eventos';

const empresaCnpj = '11222333000181';
const funcionario = { nome: 'Maria Souza', cpf: '11144477735', matricula: '1001' };

const fonte: FonteS2220 = {
  tpAmb: 2,
  empresaCnpj,
  funcionario,
  consulta: { idCon: 12, tipoAso: 47, aptidao: 1, liberadaEm: '2026-05-04T18:00:00.000Z', dataAge: '2026-05-04T09:00' },
  medico: { nome: 'Dra. Ana Paula Gonçalves', crm: '123456', uf: 'SP' },
  coordenador: { nome: 'Dr. Paulo Henrique Vasconcelos', crm: '654321', uf: 'SP' },
  exames: [
    { nome: 'Exame Clínico Ocupacional', data: '2026-05-04', codigoEsocial: '0295' },
    { nome: 'Audiometria Tonal Ocupacional', data: '2026-05-03', codigoEsocial: '0281', alterado: true },
  ],
};

describe('S-2220 from a released ASO', () => {
  it('maps the ASO type, date, aptitude, exams with their codes and results, the doctor and the coordinator', () => {
    // Act
    const { entrada, erros, avisos } = s2220DaConsulta(fonte);

    // Assess
    expect(erros).toEqual([]);
    expect(avisos).toEqual([]);
    expect(entrada.ideVinculo).toEqual({ cpfTrab: funcionario.cpf, matricula: '1001' });
    expect(entrada.exMedOcup).toEqual({
      tpExameOcup: 0,
      aso: {
        dtAso: '2026-05-04',
        resAso: 1,
        exame: [
          { dtExm: '2026-05-04', procRealizado: '0295', indResult: 1 },
          { dtExm: '2026-05-03', procRealizado: '0281', ordExame: 1, indResult: 2 },
        ],
        medico: { nmMed: 'Dra. Ana Paula Gonçalves', nrCRM: '123456', ufCRM: 'SP' },
      },
      respMonit: { nmResp: 'Dr. Paulo Henrique Vasconcelos', nrCRM: '654321', ufCRM: 'SP' },
    });
    expect(buildEvent(entrada, eventId({ tpInsc: 1, nrInsc: '11222333' }, new Date(), 1)).xml).toContain('<procRealizado>0281</procRealizado>');
  });

  it('takes the ASO date from the release in São Paulo time, and an unfit aptitude as resAso 2', () => {
    const late = s2220DaConsulta({ ...fonte, consulta: { ...fonte.consulta, aptidao: 5, liberadaEm: '2026-05-05T02:30:00.000Z' } });
    expect(late.entrada.exMedOcup.aso.dtAso).toBe('2026-05-04');
    expect(late.entrada.exMedOcup.aso.resAso).toBe(2);
  });

  it('reports an exam without Tabela 27 code, a missing doctor and a worker without matrícula, grouped for their fix', () => {
    const { erros } = s2220DaConsulta({
      ...fonte,
      funcionario: { ...funcionario, matricula: null },
      medico: {},
      exames: [...fonte.exames, { nome: 'Acuidade Visual', data: '2026-05-04', codigoEsocial: null }],
    });
    expect(erros.map((e) => e.grupo)).toEqual(['exame', 'medico', 'funcionario']);
    expect(erros[0]?.descricao).toBe('Exame Acuidade Visual sem código do eSocial (Tabela 27)');
  });

  it('warns (Pontos de Atenção) when the PCMSO has no coordinator, and still builds a valid event', () => {
    const { erros, avisos, entrada } = s2220DaConsulta({ ...fonte, coordenador: null });
    expect(erros).toEqual([]);
    expect(avisos.map((a) => a.grupo)).toEqual(['pcmso']);
    expect(entrada.exMedOcup.respMonit).toBeUndefined();
  });

  it("describes the exam in obsProc when its code asks for one, one exam for the day's 'outros'", () => {
    const { entrada, erros } = s2220DaConsulta({
      ...fonte,
      exames: [
        { nome: 'Gama GT', data: '2026-05-04', codigoEsocial: '9999' },
        { nome: 'Hemograma', data: '2026-05-04', codigoEsocial: '9999' },
      ],
    });
    expect(erros).toEqual([]);
    expect(entrada.exMedOcup.aso.exame).toEqual([{ dtExm: '2026-05-04', procRealizado: '9999', obsProc: 'Gama GT; Hemograma', indResult: 1 }]);
  });
});

describe('S-2240 from the risks of a GHE', () => {
  const base = {
    tpAmb: 2 as const,
    empresaCnpj,
    funcionario,
    funcaoNome: 'Soldador',
    setor: 'Soldagem',
    dtIniCondicao: '2026-05-04',
  };

  it('sends "ausência de agente nocivo" for a GHE whose only risk is the absence of risk, given the responsible', () => {
    const { erros, entrada } = s2240DoGhe({
      ...base,
      riscos: [{ categoria: 275, descricao: 'Ausência de fator de risco' }],
      responsavel: { cpf: '71428793860', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' },
    });
    expect(erros).toEqual([]);
    expect(entrada.infoExpRisco.agNoc).toEqual([{ codAgNoc: '09.01.001' }]);
  });

  it('reports risks without Tabela 24 link, without LTCAT measurement, and the missing environmental responsible', () => {
    const { erros } = s2240DoGhe({
      ...base,
      riscos: [
        { categoria: 270, descricao: 'Ruído contínuo', codigoEsocial: '02.01.001' },
        { categoria: 271, descricao: 'Fumos metálicos' },
      ],
    });
    expect(erros.map((e) => e.grupo)).toEqual(['medicao', 'riscoSemVinculo', 'responsavelAmbiental']);
  });

  it('reports a GHE without risks (PCMSO > Gerenciar)', () => {
    expect(s2240DoGhe({ ...base, riscos: [] }).erros.map((e) => e.grupo)).toContain('semRisco');
  });
});

describe('manual events and the S-3000', () => {
  it('builds a valid manual S-2220 from the form, aptitude item 186 read as apto', () => {
    const { erros, entrada } = s2220Avulso({
      tpAmb: 2,
      empresaCnpj,
      funcionario,
      consulta: { aso_dt: '2026-05-04', id_tipo_aso: 52, aptidao: 186 },
      medico: { nome: 'Dra. Ana', crm: '1234', crm_uf: 'SP' },
      exames: [{ codigo: '0281', data: '2026-05-04', resultado: 1 }],
    });
    expect(erros).toEqual([]);
    expect(entrada.exMedOcup).toMatchObject({ tpExameOcup: 1, aso: { resAso: 1, exame: [{ ordExame: 2 }] } });
  });

  it('builds a valid manual S-2240 with a measured agent, EPC and EPI', () => {
    const { erros } = s2240Avulso({
      tpAmb: 2,
      empresaCnpj,
      setor: 'Produção',
      funcionario,
      ambiente: { dtIniCondicao: '2026-05-04', dscAtivDes: 'Operar prensa' },
      responsavel: { nome: 'Eng. Carlos', cpfResp: '714.287.938-60', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' },
      riscos: [
        { codigo: '02.01.001', tpAval: 1, intConc: 86.5, unMed: 4, tecMedicao: 'NHO 01', utilizEPC: 2, utilizEPI: 2, epis: ['CA 12345'] },
      ],
    });
    expect(erros).toEqual([]);
  });

  it('excludes an event by its receipt and worker', () => {
    expect(s3000Para({ layout: 'S-2220', recibo: '1.2.0000000000000000001', empresaCnpj, funcionarioCpf: funcionario.cpf }, 2).infoExclusao).toEqual({
      tpEvento: 'S-2220',
      nrRecEvt: '1.2.0000000000000000001',
      ideTrabalhador: { cpfTrab: funcionario.cpf },
    });
  });
});
