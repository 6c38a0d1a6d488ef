import { describe, expect, it } from 'vitest';
import { buildEvent, eventId } from '../esocial/index';
import type { EventInput } from '../esocial/inputs';
import type { Ocorrencia } from './esocial-evento';
import {
  comAmbiente,
  s2220Avulso,
  s2220DaConsulta,
  s2240Avulso,
  s2240DoGhe,
  inicioDaCondicao,
  mensagensS2240,
  s3000Para,
  tpAmbDoCliente,
  validarEntrada,
  type AvulsoS2220,
  type AvulsoS2240,
  type FonteS2220,
  type FonteS2240,
} from './esocial-eventos';

const empresaCnpj = '11222333000181';
/** The efficacy and NR-06 answers of an EPC and EPI in use, as a user who answered them all 'S'. */
const respostas = {
  eficEpc: 'S',
  eficEpi: 'S',
  medProtecao: 'S',
  condFuncto: 'S',
  usoInint: 'S',
  przValid: 'S',
  periodicTroca: 'S',
  higienizacao: 'S',
} as const;
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
    tipoAso: 47,
    admissao: '2026-05-04',
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
        { codigo: '02.01.001', tpAval: 1, intConc: 86.5, unMed: 4, tecMedicao: 'NHO 01', utilizEPC: 2, utilizEPI: 2, epis: ['CA 12345'], ...respostas },
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

// The item log groups each finding by the screen where the user fixes it (spec 2 §8) ------------------------------

const s2240Valido = (): AvulsoS2240 => ({
  tpAmb: 2,
  empresaCnpj,
  setor: 'Produção',
  funcionario,
  ambiente: { dtIniCondicao: '2026-05-04', dscAtivDes: 'Operar prensa' },
  responsavel: { nome: 'Eng. Carlos', cpfResp: '71428793860', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' },
  riscos: [{ codigo: '02.01.001', tpAval: 1, intConc: 86.5, unMed: 4, tecMedicao: 'NHO 01', utilizEPC: 2, utilizEPI: 2, epis: ['CA 12345'], ...respostas }],
});

describe('validarEntrada: layout rules as item-log findings', () => {
  const s2220 = () => structuredClone(s2220DaConsulta(fonte).entrada);
  const s2240 = () => structuredClone(s2240Avulso(s2240Valido()).entrada);

  it('finds nothing in a valid S-2220, S-2240 or S-3000', () => {
    expect(validarEntrada(s2220())).toEqual([]);
    expect(validarEntrada(s2240())).toEqual([]);
    expect(validarEntrada(s3000Para({ layout: 'S-2240', recibo: '1.2.0000000000000000001', empresaCnpj, funcionarioCpf: funcionario.cpf }, 1))).toEqual([]);
  });

  it.each<[string, () => EventInput, Ocorrencia]>([
    [
      "the worker's CPF: Empresa > Funcionários",
      () => ({ ...s2220(), ideVinculo: { cpfTrab: '11144477700', matricula: '1001' } }),
      { grupo: 'funcionario', descricao: 'Digite um CPF válido', localizacao: 'ideVinculo.cpfTrab' },
    ],
    [
      "the examining doctor's CRM state: Médicos Examinadores",
      () => {
        const e = s2220();
        e.exMedOcup.aso.medico.ufCRM = 'XX';
        return e;
      },
      { grupo: 'medico', descricao: 'Selecione uma opção válida', localizacao: 'exMedOcup.aso.medico.ufCRM' },
    ],
    [
      "an exam's Tabela 27 code: Configurações > Exames",
      () => {
        const e = s2220();
        e.exMedOcup.aso.exame[0]!.procRealizado = 'ABCD';
        return e;
      },
      { grupo: 'exame', descricao: 'Selecione uma opção válida', localizacao: 'exMedOcup.aso.exame.0.procRealizado' },
    ],
    [
      "the PCMSO coordinator's CRM state: PCMSO > Gerenciar",
      () => {
        const e = s2220();
        e.exMedOcup.respMonit!.ufCRM = 'XX';
        return e;
      },
      { grupo: 'pcmso', descricao: 'Selecione uma opção válida', localizacao: 'exMedOcup.respMonit.ufCRM' },
    ],
    [
      "the employer's CNPJ: the registration",
      () => ({ ...s2220(), ideEmpregador: { tpInsc: 1, nrInsc: '11222333000100' } }),
      { grupo: 'cadastro', descricao: 'Digite um CNPJ válido', localizacao: 'ideEmpregador.nrInsc' },
    ],
    [
      "the environmental responsible's council state: PPRA/PGR > Gerenciar",
      () => {
        const e = s2240();
        e.infoExpRisco.respReg[0]!.ufOC = 'XX';
        return e;
      },
      { grupo: 'responsavelAmbiental', descricao: 'Selecione uma opção válida', localizacao: 'infoExpRisco.respReg.0.ufOC' },
    ],
    [
      'the EPC efficacy of an agent: LTCAT (EPI)',
      () => {
        const e = s2240();
        delete e.infoExpRisco.agNoc[0]!.epcEpi!.eficEpc;
        return e;
      },
      { grupo: 'epi', descricao: 'Campo obrigatório', localizacao: 'infoExpRisco.agNoc.0.epcEpi.eficEpc' },
    ],
    [
      "an agent's measured intensity: LTCAT (exposição)",
      () => {
        const e = s2240();
        e.infoExpRisco.agNoc[0]!.intConc = 86.12345;
        return e;
      },
      { grupo: 'exposicao', descricao: 'No máximo 4 casas decimais', localizacao: 'infoExpRisco.agNoc.0.intConc' },
    ],
    [
      'the sector of the environment: Frente de Trabalho',
      () => {
        const e = s2240();
        e.infoExpRisco.infoAmb[0]!.dscSetor = ' ';
        return e;
      },
      { grupo: 'setor', descricao: 'Campo obrigatório', localizacao: 'infoExpRisco.infoAmb.0.dscSetor' },
    ],
  ])('groups a broken rule of %s, in pt-BR', (_, entrada, ocorrencia) => {
    expect(validarEntrada(entrada())).toEqual([ocorrencia]);
  });
});

// S-2220 from a released ASO: the worker, the exams and the doctors ----------------------------------------------

describe('S-2220: the worker (ideVinculo)', () => {
  it('sends the matrícula trimmed, and not the category, of a worker who has one', () => {
    const { entrada, erros } = s2220DaConsulta({ ...fonte, funcionario: { ...funcionario, matricula: ' 1001 ', categoria: '701' } });
    expect(erros).toEqual([]);
    expect(entrada.ideVinculo).toEqual({ cpfTrab: funcionario.cpf, matricula: '1001' });
  });

  it('sends the Tabela 01 category, trimmed, of a worker without matrícula', () => {
    const { entrada, erros } = s2220DaConsulta({ ...fonte, funcionario: { ...funcionario, matricula: '  ', categoria: ' 701 ' } });
    expect(erros).toEqual([]);
    expect(entrada.ideVinculo).toEqual({ cpfTrab: funcionario.cpf, codCateg: '701' });
  });

  it.each([
    ['no matrícula nor category', { matricula: null, categoria: null }],
    ['a blank matrícula and a blank category', { matricula: '  ', categoria: ' ' }],
  ])('reports a worker with %s once, under Empresa > Funcionários', (_, vinculo) => {
    const { erros } = s2220DaConsulta({ ...fonte, funcionario: { ...funcionario, ...vinculo } });
    expect(erros).toEqual([{ grupo: 'funcionario', descricao: 'Funcionário Maria Souza sem matrícula nem categoria do eSocial', localizacao: 'ideVinculo' }]);
  });
});

describe('S-2220: the ASO', () => {
  it.each([
    [48, 1],
    [49, 2],
    [50, 3],
    [51, 9],
    [52, 1],
  ])('sends ASO type %i as tpExameOcup %i', (tipoAso, tpExameOcup) => {
    const { entrada, erros } = s2220DaConsulta({ ...fonte, consulta: { ...fonte.consulta, tipoAso } });
    expect(erros).toEqual([]);
    expect(entrada.exMedOcup.tpExameOcup).toBe(tpExameOcup);
  });

  it('reports an ASO type without eSocial counterpart and keeps the input showable', () => {
    const { entrada, erros } = s2220DaConsulta({ ...fonte, consulta: { ...fonte.consulta, tipoAso: 99 } });
    expect(erros).toEqual([{ grupo: 'cadastro', descricao: 'Tipo de ASO 99 sem correspondência no eSocial', localizacao: 'exMedOcup.tpExameOcup' }]);
    expect(entrada.exMedOcup.tpExameOcup).toBe(0);
  });

  it('dates an ASO not yet released by the day of its appointment', () => {
    const { entrada } = s2220DaConsulta({ ...fonte, consulta: { ...fonte.consulta, liberadaEm: null, dataAge: '2026-05-06T09:00' } });
    expect(entrada.exMedOcup.aso.dtAso).toBe('2026-05-06');
  });
});

describe('S-2220: the exams', () => {
  const comExames = (exames: FonteS2220['exames']) => s2220DaConsulta({ ...fonte, exames });

  it('pads a short Tabela 27 code to 4 digits and trims it', () => {
    const { entrada, erros } = comExames([
      { nome: 'Exame Clínico', data: '2026-05-04', codigoEsocial: '295' },
      { nome: 'Espirometria', data: '2026-05-04', codigoEsocial: ' 0301 ' },
    ]);
    expect(erros).toEqual([]);
    expect(entrada.exMedOcup.aso.exame.map((e) => e.procRealizado)).toEqual(['0295', '0301']);
  });

  it.each([null, '', '  ', 'A123', '123A', '12345', '02.95'])('reports an exam whose code is %j and leaves it out of the event', (codigoEsocial) => {
    const { entrada, erros } = comExames([...fonte.exames, { nome: 'Acuidade Visual', data: '2026-05-04', codigoEsocial }]);
    expect(erros).toEqual([
      { grupo: 'exame', descricao: 'Exame Acuidade Visual sem código do eSocial (Tabela 27)', localizacao: 'exMedOcup.aso.exame' },
    ]);
    expect(entrada.exMedOcup.aso.exame.map((e) => e.procRealizado)).toEqual(['0295', '0281']);
  });

  it('sends the same procedure on the same day once, without an observation', () => {
    const { entrada, erros } = comExames([
      { nome: 'Exame Clínico', data: '2026-05-04', codigoEsocial: '0295' },
      { nome: 'Exame Clínico (retorno)', data: '2026-05-04', codigoEsocial: '0295' },
      { nome: 'Exame Clínico', data: '2026-05-02', codigoEsocial: '0295' },
    ]);
    expect(erros).toEqual([]);
    expect(entrada.exMedOcup.aso.exame).toEqual([
      { dtExm: '2026-05-04', procRealizado: '0295', indResult: 1 },
      { dtExm: '2026-05-02', procRealizado: '0295', indResult: 1 },
    ]);
  });

  it("caps the day's 'outros' names in obsProc at the layout's 999 characters", () => {
    const nome = 'x'.repeat(600);
    const { entrada, erros } = comExames([
      { nome, data: '2026-05-04', codigoEsocial: '9999' },
      { nome, data: '2026-05-04', codigoEsocial: '9999' },
    ]);
    expect(erros).toEqual([]);
    expect(entrada.exMedOcup.aso.exame[0]?.obsProc).toBe(`${nome}; ${nome}`.slice(0, 999));
  });

  it('numbers a later audiometry as sequential (ordExame 2), the admission one as the reference', () => {
    const periodico = s2220DaConsulta({ ...fonte, consulta: { ...fonte.consulta, tipoAso: 52 } });
    expect(periodico.entrada.exMedOcup.aso.exame[1]).toEqual({ dtExm: '2026-05-03', procRealizado: '0281', ordExame: 2, indResult: 2 });
  });

  it.each([
    ['the day before the ASO', '2026-05-03', []],
    ['the day of the ASO', '2026-05-04', []],
    [
      'the day after the ASO',
      '2026-05-05',
      [{ grupo: 'exame', descricao: 'Exame Exame Clínico com data posterior à do ASO', localizacao: 'exMedOcup.aso.exame' }],
    ],
  ])('accepts an exam up to the ASO date: %s', (_, data, erros) => {
    expect(comExames([{ nome: 'Exame Clínico', data, codigoEsocial: '0295' }]).erros).toEqual(erros);
  });

  it('reports a consultation without exams', () => {
    expect(comExames([]).erros).toEqual([{ grupo: 'exame', descricao: 'Consulta sem exames', localizacao: 'exMedOcup.aso.exame' }]);
  });
});

describe('S-2220: the examining doctor and the PCMSO coordinator', () => {
  it.each([
    ['name', { nome: null }],
    ['CRM', { crm: '' }],
    ['CRM state', { uf: null }],
  ])("reports the examining doctor without %s once, under Médicos Examinadores", (_, falta) => {
    const { erros } = s2220DaConsulta({ ...fonte, medico: { ...fonte.medico, ...falta } });
    expect(erros).toEqual([
      { grupo: 'medico', descricao: 'Médico examinador não informado (nome, CRM e UF do CRM)', localizacao: 'exMedOcup.aso.medico' },
    ]);
  });

  it("keeps a missing doctor's fields empty in the input shown on screen", () => {
    expect(s2220DaConsulta({ ...fonte, medico: {} }).entrada.exMedOcup.aso.medico).toEqual({ nmMed: '', nrCRM: '', ufCRM: '' });
  });

  it("sends the coordinator's CPF when the PCMSO records it", () => {
    const { entrada, erros } = s2220DaConsulta({ ...fonte, coordenador: { ...fonte.coordenador, cpf: '71428793860' } });
    expect(erros).toEqual([]);
    expect(entrada.exMedOcup.respMonit).toEqual({ cpfResp: '71428793860', nmResp: 'Dr. Paulo Henrique Vasconcelos', nrCRM: '654321', ufCRM: 'SP' });
  });

  it.each([
    ['without name', { nome: null }],
    ['without CRM state', { uf: '' }],
  ])('warns about a coordinator %s and sends the event without respMonit', (_, falta) => {
    const { entrada, erros, avisos } = s2220DaConsulta({ ...fonte, coordenador: { ...fonte.coordenador, ...falta } });
    expect(erros).toEqual([]);
    expect(avisos).toEqual([{ grupo: 'pcmso', descricao: 'Médico coordenador do PCMSO não informado: o evento segue sem ele' }]);
    expect(entrada.exMedOcup.respMonit).toBeUndefined();
  });
});

// S-2240 from the GHE's risks ------------------------------------------------------------------------------------

describe('S-2240 from a GHE: agents, environment and responsible', () => {
  const responsavel = { cpf: '71428793860', ideOC: 4 as const, nrOC: '5063123456', ufOC: 'SP' };
  const base: FonteS2240 = {
    tpAmb: 2,
    empresaCnpj,
    funcionario,
    funcaoNome: 'Soldador',
    setor: 'Soldagem',
    tipoAso: 47,
    admissao: '2026-05-04',
    riscos: [{ categoria: 275, descricao: 'Ausência de fator de risco' }],
    responsavel,
  };

  it('describes the environment and the activity of the function, and the responsible with the council', () => {
    const { entrada, erros, avisos } = s2240DoGhe(base);
    expect(erros).toEqual([]);
    expect(avisos).toEqual([]);
    expect(entrada.infoExpRisco).toEqual({
      dtIniCondicao: '2026-05-04',
      infoAmb: [{ localAmb: 1, dscSetor: 'Soldagem', tpInsc: 1, nrInsc: empresaCnpj }],
      infoAtiv: { dscAtivDes: 'Atividades de Soldador no setor Soldagem' },
      agNoc: [{ codAgNoc: '09.01.001' }],
      respReg: [{ cpfResp: '71428793860', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' }],
    });
  });

  it("places the environment at the work front's own CNPJ, digits only", () => {
    const { entrada } = s2240DoGhe({ ...base, estabelecimentoCnpj: '11.222.333/0002-62' });
    expect(entrada.infoExpRisco.infoAmb[0]?.nrInsc).toBe('11222333000262');
  });

  it('says "sua função" for a worker without function, and fits sector and activity to the layout sizes', () => {
    const setor = 'S'.repeat(1000);
    const { entrada } = s2240DoGhe({ ...base, funcaoNome: null, setor });
    expect(entrada.infoExpRisco.infoAmb[0]?.dscSetor).toBe('S'.repeat(100));
    expect(entrada.infoExpRisco.infoAtiv.dscAtivDes).toBe(`Atividades de sua função no setor ${setor}`.slice(0, 999));
    expect(s2240DoGhe({ ...base, funcaoNome: null }).entrada.infoExpRisco.infoAtiv.dscAtivDes).toBe('Atividades de sua função no setor Soldagem');
  });

  it('sends each linked agent with its Tabela 24 code trimmed and its description cut to 100 characters', () => {
    const descricao = `Ruído contínuo ${'r'.repeat(120)}`;
    const { entrada, erros } = s2240DoGhe({
      ...base,
      riscos: [
        { categoria: 270, descricao, codigoEsocial: ' 02.01.001 ' },
        { categoria: 271, descricao: 'Fumos metálicos', codigoEsocial: '01.18.001' },
      ],
    });
    expect(entrada.infoExpRisco.agNoc).toEqual([
      { codAgNoc: '02.01.001', dscAgNoc: descricao.slice(0, 100) },
      { codAgNoc: '01.18.001', dscAgNoc: 'Fumos metálicos' },
    ]);
    expect(erros.filter((e) => e.grupo === 'medicao')).toEqual([
      { grupo: 'medicao', descricao: `Risco ${descricao} sem avaliação registrada no LTCAT`, localizacao: 'infoExpRisco.agNoc' },
      { grupo: 'medicao', descricao: 'Risco Fumos metálicos sem avaliação registrada no LTCAT', localizacao: 'infoExpRisco.agNoc' },
    ]);
  });

  it('reports a risk without Tabela 24 link and leaves it out of the event', () => {
    const { entrada, erros } = s2240DoGhe({
      ...base,
      riscos: [...base.riscos, { categoria: 271, descricao: 'Fumos metálicos', codigoEsocial: '  ' }],
    });
    expect(erros).toEqual([
      { grupo: 'riscoSemVinculo', descricao: 'Risco Fumos metálicos sem vínculo com a Tabela 24 do eSocial', localizacao: 'infoExpRisco.agNoc' },
    ]);
    expect(entrada.infoExpRisco.agNoc).toEqual([{ codAgNoc: '09.01.001' }]);
  });

  it('reports a GHE without risks and shows the input with "ausência de agente nocivo"', () => {
    const { entrada, erros } = s2240DoGhe({ ...base, riscos: [] });
    expect(erros).toEqual([{ grupo: 'semRisco', descricao: 'Nenhum risco cadastrado para o setor Soldagem', localizacao: 'infoExpRisco.agNoc' }]);
    expect(entrada.infoExpRisco.agNoc).toEqual([{ codAgNoc: '09.01.001' }]);
  });

  // Issue 13 item 3: "a data em que o trabalhador iniciou as atividades nas condições descritas", never the ASO's.
  it.each([
    ['an admission: the admission date', { tipoAso: 47, admissao: '2026-05-11', mudancaCondicao: '2026-06-01' }, '2026-05-11'],
    ['a function change: the day of the change', { tipoAso: 50, admissao: '2020-01-02', mudancaCondicao: '2026-06-01' }, '2026-06-01'],
  ])('starts the conditions of %s', (_, datas, dtIniCondicao) => {
    const { entrada, erros } = s2240DoGhe({ ...base, ...datas });
    expect(erros).toEqual([]);
    expect(entrada.infoExpRisco.dtIniCondicao).toBe(dtIniCondicao);
  });

  it.each([
    ['an admission without admission date', { tipoAso: 47, admissao: null, mudancaCondicao: '2026-06-01' }, mensagensS2240.semAdmissao],
    ['an admission with a malformed date', { tipoAso: 47, admissao: '11/05/2026' }, mensagensS2240.semAdmissao],
    ['a function change without its date', { tipoAso: 50, admissao: '2020-01-02', mudancaCondicao: undefined }, mensagensS2240.semMudanca],
  ])('reports %s and writes no start date', (_, datas, descricao) => {
    const { entrada, erros } = s2240DoGhe({ ...base, ...datas });
    expect(erros).toEqual([{ grupo: 'funcionario', descricao, localizacao: 'infoExpRisco.dtIniCondicao' }]);
    expect(entrada.infoExpRisco.dtIniCondicao).toBe('');
  });

  it('names the start of the conditions by the admission or the change, never the ASO', () => {
    expect(inicioDaCondicao({ tipoAso: 47, admissao: '2026-05-11', mudancaCondicao: '2026-06-01' })).toBe('2026-05-11');
    expect(inicioDaCondicao({ tipoAso: 50, admissao: '2026-05-11', mudancaCondicao: '2026-06-01' })).toBe('2026-06-01');
    expect(inicioDaCondicao({ tipoAso: 50, admissao: '2026-05-11' })).toBeNull();
    expect(inicioDaCondicao({ tipoAso: 47, admissao: '2026-05-1' })).toBeNull();
    expect(inicioDaCondicao({ tipoAso: 47, admissao: ' 2026-05-11' })).toBeNull();
    expect(inicioDaCondicao({ tipoAso: 47, admissao: '2026-05-11 ' })).toBeNull();
    expect(mensagensS2240.semAdmissao).toBe('Data de admissão do funcionário não cadastrada: o início da exposição é a admissão, não a data do ASO');
    expect(mensagensS2240.semMudanca).toBe('Data da mudança de função ou de condições não cadastrada: o início da exposição não é a data do ASO');
  });

  it('sends the responsible of a council "9 (outros)" with its description, and reports one without it', () => {
    const outros = s2240DoGhe({ ...base, responsavel: { ...responsavel, ideOC: 9, dscOC: 'CRQ' } });
    expect(outros.erros).toEqual([]);
    expect(outros.entrada.infoExpRisco.respReg).toEqual([{ cpfResp: '71428793860', ideOC: 9, dscOC: 'CRQ', nrOC: '5063123456', ufOC: 'SP' }]);
    const semNome = s2240DoGhe({ ...base, responsavel: { ...responsavel, ideOC: 9, dscOC: null } });
    expect(semNome.erros).toEqual([{ grupo: 'responsavelAmbiental', descricao: 'Campo obrigatório', localizacao: 'infoExpRisco.respReg.0.dscOC' }]);
    expect(s2240DoGhe({ ...base, responsavel: { ...responsavel, dscOC: 'CRQ' } }).entrada.infoExpRisco.respReg[0]).not.toHaveProperty('dscOC');
  });

  // Issue 13 item 4: the employer's inscription comes from the company, never a fixed tpInsc 1.
  it.each([
    ['a numeric CNPJ', '11.222.333/0001-81', { tpInsc: 1, nrInsc: '11222333000181' }],
    ['an alphanumeric CNPJ', '12.abc.345/01de-35', { tpInsc: 1, nrInsc: '12ABC34501DE35' }],
    ['a CPF', '111.444.777-35', { tpInsc: 2, nrInsc: '11144477735' }],
  ])('names the employer by %s', (_, inscricao, ideEmpregador) => {
    expect(s2240DoGhe({ ...base, empresaCnpj: inscricao, estabelecimentoCnpj: '11222333000181' }).entrada.ideEmpregador).toEqual(ideEmpregador);
    expect(s2220DaConsulta({ ...fonte, empresaCnpj: inscricao }).entrada.ideEmpregador).toEqual(ideEmpregador);
    expect(s3000Para({ layout: 'S-2220', recibo: '1.2.0000000000000000001', empresaCnpj: inscricao, funcionarioCpf: funcionario.cpf }, 2).ideEmpregador).toEqual(ideEmpregador);
  });

  it('places the environment at an alphanumeric CNPJ of the work front', () => {
    const { entrada, erros } = s2240DoGhe({ ...base, estabelecimentoCnpj: '12.ABC.345/01DE-35' });
    expect(erros).toEqual([]);
    expect(entrada.infoExpRisco.infoAmb[0]?.nrInsc).toBe('12ABC34501DE35');
  });

  it('reports the missing environmental responsible (PPRA/PGR > Gerenciar) and sends no respReg', () => {
    const { entrada, erros } = s2240DoGhe({ ...base, responsavel: null });
    expect(erros).toEqual([
      { grupo: 'responsavelAmbiental', descricao: 'Responsável pelos registros ambientais não cadastrado', localizacao: 'infoExpRisco.respReg' },
    ]);
    expect(entrada.infoExpRisco.respReg).toEqual([]);
  });
});

// Manual events (spec 2 §3) -------------------------------------------------------------------------------------

describe('manual S-2220', () => {
  const form: AvulsoS2220 = {
    tpAmb: 2,
    empresaCnpj,
    funcionario,
    consulta: { aso_dt: '2026-05-04', id_tipo_aso: 47, aptidao: 186 },
    medico: { nome: 'Dra. Ana', crm: '1234', crm_uf: 'SP' },
    exames: [{ codigo: '0295', nome: 'Exame Clínico', data: '2026-05-04', resultado: 1 }],
  };

  it.each([
    ['186 (apto)', 1, 186],
    ['187 (apto com restrições)', 1, 187],
    ['188 (inapto)', 2, 188],
    ['1 (apto, as the release stores it)', 1, 1],
    ['5 (inapto, as the release stores it)', 2, 5],
  ])('reads aptitude %s as resAso %i', (_, resAso, aptidao) => {
    expect(s2220Avulso({ ...form, consulta: { ...form.consulta, aptidao } }).entrada.exMedOcup.aso.resAso).toBe(resAso);
  });

  it.each<[string, AvulsoS2220['exames'][number], object]>([
    ['a regular exam: no observation', { codigo: '0295', nome: 'Exame Clínico', data: '2026-05-04', resultado: 3 }, { dtExm: '2026-05-04', procRealizado: '0295', indResult: 3 }],
    [
      'a regular exam with an observation: the observation',
      { codigo: '0295', nome: 'Exame Clínico', data: '2026-05-04', resultado: 1, obs: 'Em jejum' },
      { dtExm: '2026-05-04', procRealizado: '0295', obsProc: 'Em jejum', indResult: 1 },
    ],
    [
      "an 'outros' procedure without observation: its name",
      { codigo: '9999', nome: 'Gama GT', data: '2026-05-04', resultado: 2 },
      { dtExm: '2026-05-04', procRealizado: '9999', obsProc: 'Gama GT', indResult: 2 },
    ],
    [
      "an 'outros' procedure with an observation: the observation",
      { codigo: '9999', nome: 'Gama GT', data: '2026-05-04', resultado: 4, obs: 'Gama GT e TGO' },
      { dtExm: '2026-05-04', procRealizado: '9999', obsProc: 'Gama GT e TGO', indResult: 4 },
    ],
    [
      'an admission audiometry: the reference one',
      { codigo: '0281', data: '2026-05-04', resultado: 1 },
      { dtExm: '2026-05-04', procRealizado: '0281', ordExame: 1, indResult: 1 },
    ],
  ])('sends %s', (_, exame, esperado) => {
    const { entrada, erros } = s2220Avulso({ ...form, exames: [exame] });
    expect(erros).toEqual([]);
    expect(entrada.exMedOcup.aso.exame).toStrictEqual([esperado]);
  });

  it("reports an 'outros' procedure with neither name nor observation", () => {
    const { erros } = s2220Avulso({ ...form, exames: [{ codigo: '9999', nome: null, data: '2026-05-04', resultado: 1 }] });
    expect(erros).toEqual([{ grupo: 'exame', descricao: 'Campo obrigatório', localizacao: 'exMedOcup.aso.exame.0.obsProc' }]);
  });

  it('sends the PCMSO responsible, with the CPF when given, and no avisos', () => {
    const responsavelPcmso = { nome: 'Dr. Paulo', crm: '654321', crm_uf: 'SP' };
    const semCpf = s2220Avulso({ ...form, responsavelPcmso });
    expect(semCpf.entrada.exMedOcup.respMonit).toStrictEqual({ nmResp: 'Dr. Paulo', nrCRM: '654321', ufCRM: 'SP' });
    const comCpf = s2220Avulso({ ...form, responsavelPcmso: { ...responsavelPcmso, cpf: '71428793860' } });
    expect(comCpf.erros).toEqual([]);
    expect(comCpf.avisos).toEqual([]);
    expect(comCpf.entrada.exMedOcup.respMonit).toStrictEqual({ cpfResp: '71428793860', nmResp: 'Dr. Paulo', nrCRM: '654321', ufCRM: 'SP' });
  });

  it('reports a worker without matrícula nor category of a manual event', () => {
    const { erros } = s2220Avulso({ ...form, funcionario: { ...funcionario, matricula: null } });
    expect(erros).toEqual([{ grupo: 'funcionario', descricao: 'Funcionário Maria Souza sem matrícula nem categoria do eSocial', localizacao: 'ideVinculo' }]);
  });
});

describe('manual S-2240', () => {
  const risco = s2240Valido().riscos[0]!;
  const agenteDe = (r: Partial<AvulsoS2240['riscos'][number]>) => {
    const built = s2240Avulso({ ...s2240Valido(), riscos: [{ ...risco, ...r }] });
    return { erros: built.erros, agente: built.entrada.infoExpRisco.agNoc[0] };
  };

  it('sends a measured agent with its evaluation, EPC and EPI, and no avisos', () => {
    const { entrada, erros, avisos } = s2240Avulso(s2240Valido());
    expect(erros).toEqual([]);
    expect(avisos).toEqual([]);
    expect(JSON.parse(JSON.stringify(entrada.infoExpRisco))).toEqual({
      dtIniCondicao: '2026-05-04',
      infoAmb: [{ localAmb: 1, dscSetor: 'Produção', tpInsc: 1, nrInsc: empresaCnpj }],
      infoAtiv: { dscAtivDes: 'Operar prensa' },
      agNoc: [
        {
          codAgNoc: '02.01.001',
          tpAval: 1,
          intConc: 86.5,
          unMed: 4,
          tecMedicao: 'NHO 01',
          epcEpi: {
            utilizEPC: 2,
            eficEpc: 'S',
            utilizEPI: 2,
            eficEpi: 'S',
            epi: [{ docAval: 'CA 12345' }],
            epiCompl: { medProtecao: 'S', condFuncto: 'S', usoInint: 'S', przValid: 'S', periodicTroca: 'S', higienizacao: 'S' },
          },
        },
      ],
      respReg: [{ cpfResp: '71428793860', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' }],
    });
  });

  it('describes the sector by the form, else by the work front, in 100 characters at most', () => {
    const longo = 'P'.repeat(120);
    expect(s2240Avulso({ ...s2240Valido(), setor: longo }).entrada.infoExpRisco.infoAmb[0]?.dscSetor).toBe('P'.repeat(100));
    const doForm = s2240Avulso({ ...s2240Valido(), ambiente: { ...s2240Valido().ambiente, dscSetor: 'Prensas' } });
    expect(doForm.entrada.infoExpRisco.infoAmb[0]?.dscSetor).toBe('Prensas');
  });

  it('sends "ausência de agente nocivo" alone, without evaluation or protection', () => {
    const { erros, agente } = agenteDe({ codigo: '09.01.001', nome: 'Ausência' });
    expect(erros).toEqual([]);
    expect(agente).toStrictEqual({ codAgNoc: '09.01.001' });
  });

  it.each([
    ['its own description', { dscAgNoc: 'Ruído da prensa', nome: 'Ruído' }, 'Ruído da prensa'],
    ["the agent's name without one", { dscAgNoc: null, nome: 'Ruído' }, 'Ruído'],
    ['the first 100 characters of a long one', { dscAgNoc: 'R'.repeat(150) }, 'R'.repeat(100)],
    ['nothing without either', { dscAgNoc: '', nome: null }, undefined],
  ])('describes an agent by %s', (_, r, dscAgNoc) => {
    const { erros, agente } = agenteDe(r);
    expect(erros).toEqual([]);
    expect(agente?.dscAgNoc).toBe(dscAgNoc);
  });

  it('drops the measurement a qualitative evaluation leaves in the form', () => {
    const { erros, agente } = agenteDe({ tpAval: 2, limTol: 85 });
    expect(erros).toEqual([]);
    expect(JSON.parse(JSON.stringify(agente))).toEqual({ codAgNoc: '02.01.001', tpAval: 2, epcEpi: expect.any(Object) });
  });

  it.each([
    ['given', 85, 85],
    ['zero', 0, 0],
    ['not given', null, undefined],
  ])('sends the tolerance limit of a quantitative evaluation when %s', (_, limTol, esperado) => {
    const { erros, agente } = agenteDe({ codigo: '02.01.014', dscAgNoc: null, limTol });
    expect(erros).toEqual(esperado === undefined ? [{ grupo: 'exposicao', descricao: 'Campo obrigatório', localizacao: 'infoExpRisco.agNoc.0.limTol' }] : []);
    expect(agente?.limTol).toBe(esperado);
  });

  it('sends the EPC and EPI efficacy only when they are used, as the user answered them', () => {
    const semProtecao = agenteDe({ utilizEPC: 1, utilizEPI: 1, eficEpc: 'N', eficEpi: 'N' });
    expect(semProtecao.erros).toEqual([]);
    expect(semProtecao.agente?.epcEpi).toStrictEqual({ utilizEPC: 1, utilizEPI: 1 });
    const ineficaz = agenteDe({ eficEpc: 'N', eficEpi: 'N' });
    expect(ineficaz.agente?.epcEpi).toMatchObject({ utilizEPC: 2, eficEpc: 'N', utilizEPI: 2, eficEpi: 'N' });
  });

  // Issue 13 item 3: the efficacy and the NR-06 answers are declarations; one not answered is never an 'S'.
  it.each([
    ['the EPC efficacy', { eficEpc: null }, 'infoExpRisco.agNoc.0.epcEpi.eficEpc'],
    ['the EPI efficacy', { eficEpi: undefined }, 'infoExpRisco.agNoc.0.epcEpi.eficEpi'],
    ['medProtecao', { medProtecao: null }, 'infoExpRisco.agNoc.0.epcEpi.epiCompl.medProtecao'],
    ['condFuncto', { condFuncto: null }, 'infoExpRisco.agNoc.0.epcEpi.epiCompl.condFuncto'],
    ['usoInint', { usoInint: null }, 'infoExpRisco.agNoc.0.epcEpi.epiCompl.usoInint'],
    ['przValid', { przValid: null }, 'infoExpRisco.agNoc.0.epcEpi.epiCompl.przValid'],
    ['periodicTroca', { periodicTroca: null }, 'infoExpRisco.agNoc.0.epcEpi.epiCompl.periodicTroca'],
    ['higienizacao', { higienizacao: undefined }, 'infoExpRisco.agNoc.0.epcEpi.epiCompl.higienizacao'],
  ])('reports %s not answered instead of assuming "S"', (_, falta, localizacao) => {
    const { erros, agente } = agenteDe(falta);
    expect(erros).toEqual([{ grupo: 'epi', descricao: 'Campo obrigatório', localizacao }]);
    expect(JSON.stringify(agente)).not.toContain(`"${localizacao.split('.').at(-1)}":"S"`);
  });

  it('sends each NR-06 answer as the user gave it, in its own field', () => {
    const { erros, agente } = agenteDe({ medProtecao: 'N', condFuncto: 'S', usoInint: 'N', przValid: 'S', periodicTroca: 'N', higienizacao: 'S' });
    expect(erros).toEqual([]);
    expect(agente?.epcEpi?.epiCompl).toStrictEqual({ medProtecao: 'N', condFuncto: 'S', usoInint: 'N', przValid: 'S', periodicTroca: 'N', higienizacao: 'S' });
  });

  it('sends the process number of an agent included by order (05.01.001), and of no other agent', () => {
    const porOrdem = agenteDe({ codigo: '05.01.001', dscAgNoc: 'Agente por decisão judicial', tpAval: 2, nrProcJud: ' 12345678901234567 ' });
    expect(porOrdem.erros).toEqual([]);
    expect(porOrdem.agente?.nrProcJud).toBe('12345678901234567');
    expect(agenteDe({ nrProcJud: '12345678901234567' }).agente).not.toHaveProperty('nrProcJud');
    const semProcesso = agenteDe({ codigo: '05.01.001', dscAgNoc: 'Agente por decisão judicial', tpAval: 2, nrProcJud: '  ' });
    expect(semProcesso.erros).toEqual([{ grupo: 'exposicao', descricao: 'Campo obrigatório', localizacao: 'infoExpRisco.agNoc.0.nrProcJud' }]);
  });

  it("sends a trabalhador avulso's end of the conditions as typed, and none when blank (issue 13)", () => {
    const comFim = s2240Avulso({ ...s2240Valido(), ambiente: { ...s2240Valido().ambiente, dtFimCondicao: '2026-06-30' } });
    expect(comFim.erros).toEqual([]);
    expect(comFim.entrada.infoExpRisco.dtFimCondicao).toBe('2026-06-30');
    expect(s2240Avulso({ ...s2240Valido(), ambiente: { ...s2240Valido().ambiente, dtFimCondicao: '' } }).entrada.infoExpRisco).not.toHaveProperty('dtFimCondicao');
    expect(s2240Avulso(s2240Valido()).entrada.infoExpRisco).not.toHaveProperty('dtFimCondicao');
  });

  it('sends the complementary observation trimmed, and none when blank', () => {
    const comObs = s2240Avulso({ ...s2240Valido(), ambiente: { ...s2240Valido().ambiente, obsCompl: ' Medições do LTCAT de 2026 ' } });
    expect(comObs.erros).toEqual([]);
    expect(comObs.entrada.infoExpRisco.obs).toStrictEqual({ obsCompl: 'Medições do LTCAT de 2026' });
    expect(s2240Avulso({ ...s2240Valido(), ambiente: { ...s2240Valido().ambiente, obsCompl: '  ' } }).entrada.infoExpRisco).not.toHaveProperty('obs');
  });

  it.each([
    ['4 (CREA): no description', { ideOC: 4 }, undefined],
    ['9 (outros) named by the form', { ideOC: 9, dscOC: 'CRQ' }, 'CRQ'],
  ])("describes the responsible's council %s", (_, council, dscOC) => {
    const { erros, entrada } = s2240Avulso({ ...s2240Valido(), responsavel: { ...s2240Valido().responsavel, ...council } });
    expect(erros).toEqual([]);
    expect(entrada.infoExpRisco.respReg[0]?.dscOC).toBe(dscOC);
  });

  it('reports a council "9 (outros)" the form does not name rather than naming it "Outros"', () => {
    const { erros, entrada } = s2240Avulso({ ...s2240Valido(), responsavel: { ...s2240Valido().responsavel, ideOC: 9, dscOC: null } });
    expect(erros).toEqual([{ grupo: 'responsavelAmbiental', descricao: 'Campo obrigatório', localizacao: 'infoExpRisco.respReg.0.dscOC' }]);
    expect(entrada.infoExpRisco.respReg[0]).not.toHaveProperty('dscOC');
  });
});

describe('S-3000 and the environment', () => {
  it('excludes an event of the employer in the given environment, by its receipt', () => {
    expect(s3000Para({ layout: 'S-2240', recibo: '1.1.0000000000000000002', empresaCnpj, funcionarioCpf: funcionario.cpf }, 1)).toEqual({
      layout: 'S-3000',
      ideEvento: { tpAmb: 1, procEmi: 1 },
      ideEmpregador: { tpInsc: 1, nrInsc: empresaCnpj },
      infoExclusao: { tpEvento: 'S-2240', nrRecEvt: '1.1.0000000000000000002', ideTrabalhador: { cpfTrab: funcionario.cpf } },
    });
  });

  it('moves an input to another environment and changes nothing else', () => {
    const { entrada } = s2220DaConsulta(fonte);
    const producao = comAmbiente(entrada, 1);
    expect(producao).toEqual({ ...entrada, ideEvento: { indRetif: 1, tpAmb: 1, procEmi: 1 } });
    expect(entrada.ideEvento.tpAmb).toBe(2);
  });

  it.each([
    ['producao', 1],
    ['teste', 2],
    [undefined, 2],
    [null, 2],
  ] as const)('sends the events of a tenant in %s to tpAmb %i', (ambiente, tpAmb) => {
    expect(tpAmbDoCliente(ambiente)).toBe(tpAmb);
  });
});
