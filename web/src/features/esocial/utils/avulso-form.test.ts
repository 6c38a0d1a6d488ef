import { esocialMensagens, perguntasNr06 } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { codigoRepetido, emptyAvulsoForm, emptyRisco, fromFormulario, remapEpis, splitEpis, toAvulsoBody, validateAvulso } from './avulso-form';
import type { AvulsoFormValues } from './avulso-form';

const hoje = '2026-03-10';

function s2220(): AvulsoFormValues {
  const form = emptyAvulsoForm('S-2220', 'E1');
  form.id_fun = 'F1';
  form.consulta.aso_dt = hoje;
  form.medico = { nome: 'Dra. Ana', crm: '1234', crm_uf: 'SP' };
  form.exames = [{ codigo: '0281', nome: 'Audiometria', data: hoje, resultado: 1, obs: '' }];
  return form;
}

describe('emptyAvulsoForm', () => {
  it('starts on ASO type 47, aptidão 186, exam result 1 and tpAval 1 (spec 2 §9)', () => {
    // Act
    const form = emptyAvulsoForm();

    // Assess
    expect(form.consulta).toMatchObject({ id_tipo_aso: 47, aptidao: 186 });
    expect(form.exames[0]?.resultado).toBe(1);
    expect(form.riscos[0]?.tpAval).toBe(1);
  });
});

describe('toAvulsoBody', () => {
  it("sends only the S-2220's groups, without empty fields or the empty PCMSO coordinator", () => {
    // Act
    const body = toAvulsoBody(s2220());

    // Assess
    expect(body).toEqual({
      id_emp: 'E1',
      id_fun: 'F1',
      layout: 'S-2220',
      valor: {},
      consulta: { aso_dt: hoje, id_tipo_aso: 47, aptidao: 186 },
      medico: { nome: 'Dra. Ana', crm: '1234', crm_uf: 'SP' },
      exames: [{ codigo: '0281', nome: 'Audiometria', data: hoje, resultado: 1 }],
    });
  });

  it("sends the S-2240's groups with the CAs as a list and untouched risk rows left out", () => {
    // Prepare
    const form = emptyAvulsoForm('S-2240', 'E1');
    form.id_fun = 'F1';
    form.ambiente = { dtIniCondicao: hoje, dtFimCondicao: '', dscAtivDes: 'Solda', dscSetor: '', obsCompl: '' };
    form.responsavel = { nome: 'Eng. Rui', cpfResp: '11144477735', ideOC: 4, dscOC: '', nrOC: '123', ufOC: 'SP' };
    form.riscos = [{ ...emptyRisco(), codigo: '01.01.001', intConc: '85', unMed: 4, tecMedicao: 'NHO 01', epis: '12345; 678' }, emptyRisco()];

    // Act
    const body = toAvulsoBody(form);

    // Assess
    expect(body).not.toHaveProperty('consulta');
    expect(body.riscos).toEqual([
      { codigo: '01.01.001', tpAval: 1, intConc: '85', unMed: 4, tecMedicao: 'NHO 01', utilizEPC: 0, utilizEPI: 0, epis: ['12345', '678'] },
    ]);
  });
});

describe('validateAvulso (the shared schema)', () => {
  it('passes a complete S-2220', () => {
    // Act and assess
    expect(validateAvulso(s2220(), hoje)).toEqual({});
  });

  it("answers 'Procedimento já foi inserido' at the repeated exam and the required doctor fields", () => {
    // Prepare
    const form = s2220();
    form.exames.push({ ...form.exames[0]!, codigo: '281' });
    form.medico = { nome: '', crm: '', crm_uf: '' };

    // Act
    const fields = validateAvulso(form, hoje);

    // Assess
    expect(fields['exames.1.codigo']).toEqual([esocialMensagens.procedimentoDuplicado]);
    expect(fields['medico.nome']).toBeDefined();
    expect(fields['medico.crm']).toBeDefined();
  });

  it('refuses an ASO date after tomorrow', () => {
    // Prepare
    const form = s2220();
    form.consulta.aso_dt = '2026-03-12';

    // Act
    const fields = validateAvulso(form, hoje);

    // Assess
    expect(fields['consulta.aso_dt']).toEqual([esocialMensagens.dataFutura]);
  });

  it('asks unMed, intConc and tecMedicao of a quantitative risk', () => {
    // Prepare
    const form = emptyAvulsoForm('S-2240', 'E1');
    form.id_fun = 'F1';
    form.ambiente = { dtIniCondicao: hoje, dtFimCondicao: '', dscAtivDes: 'Solda', dscSetor: '', obsCompl: '' };
    form.responsavel = { nome: 'Eng. Rui', cpfResp: '11144477735', ideOC: 4, dscOC: '', nrOC: '123', ufOC: 'SP' };
    form.riscos = [{ ...emptyRisco(), codigo: '01.01.001' }];

    // Act
    const fields = validateAvulso(form, hoje);

    // Assess
    expect(Object.keys(fields).sort()).toEqual(['riscos.0.intConc', 'riscos.0.tecMedicao', 'riscos.0.unMed']);
  });
});

describe('the S-2240 declarations (issue 13)', () => {
  /** A qualitative risk with EPC implemented and EPI used, every declaration answered. */
  function s2240(): AvulsoFormValues {
    const form = emptyAvulsoForm('S-2240', 'E1');
    form.id_fun = 'F1';
    form.ambiente = { dtIniCondicao: hoje, dtFimCondicao: '', dscAtivDes: 'Solda', dscSetor: '', obsCompl: '' };
    form.responsavel = { nome: 'Eng. Rui', cpfResp: '11144477735', ideOC: 4, dscOC: '', nrOC: '123', ufOC: 'SP' };
    form.riscos = [
      {
        ...emptyRisco(),
        codigo: '01.01.001',
        tpAval: 2,
        utilizEPC: 2,
        eficEpc: 'N',
        utilizEPI: 2,
        eficEpi: 'S',
        epis: '12345',
        medProtecao: 'S',
        condFuncto: 'N',
        usoInint: 'S',
        przValid: 'S',
        periodicTroca: 'N',
        higienizacao: 'S',
      },
    ];
    return form;
  }

  it('starts a risk with the efficacy and the six NR-06 answers unanswered, never Sim', () => {
    // Act
    const risco = emptyRisco();

    // Assess
    expect([risco.eficEpc, risco.eficEpi, ...perguntasNr06.map((pergunta) => risco[pergunta])]).toEqual(['', '', '', '', '', '', '', '']);
    expect(emptyAvulsoForm().ambiente.obsCompl).toBe('');
    expect(emptyRisco().nrProcJud).toBe('');
  });

  it('passes every declaration answered, and sends each as given', () => {
    // Act
    const form = s2240();

    // Assess
    expect(validateAvulso(form, hoje)).toEqual({});
    expect(toAvulsoBody(form).riscos?.[0]).toMatchObject({ eficEpc: 'N', eficEpi: 'S', condFuncto: 'N', periodicTroca: 'N', medProtecao: 'S' });
  });

  it('asks each unanswered declaration of an EPC implemented and an EPI used', () => {
    // Prepare
    const form = s2240();
    form.riscos[0] = { ...form.riscos[0]!, eficEpc: '', eficEpi: '', epis: '', medProtecao: '', condFuncto: '', usoInint: '', przValid: '', periodicTroca: '', higienizacao: '' };

    // Act
    const fields = validateAvulso(form, hoje);

    // Assess
    expect(fields).toEqual(
      Object.fromEntries(
        ['eficEpc', 'eficEpi', 'epis', ...perguntasNr06].map((campo) => [`riscos.0.${campo}`, ['Campo obrigatório']]),
      ),
    );
  });

  it('asks nothing of an EPC or EPI not used', () => {
    // Prepare
    const form = s2240();
    form.riscos[0] = { ...emptyRisco(), codigo: '01.01.001', tpAval: 2, utilizEPC: 1, utilizEPI: 0 };

    // Act and assess
    expect(validateAvulso(form, hoje)).toEqual({});
  });

  it("asks the process number of agent 05.01.001 and checks it has 17, 20 or 21 digits", () => {
    // Prepare
    const form = s2240();
    form.riscos[0] = { ...form.riscos[0]!, codigo: '05.01.001', dscAgNoc: 'Por decisão judicial' };

    // Act and assess
    expect(validateAvulso(form, hoje)).toEqual({ 'riscos.0.nrProcJud': ['Campo obrigatório'] });
    form.riscos[0].nrProcJud = '1234';
    expect(validateAvulso(form, hoje)).toEqual({ 'riscos.0.nrProcJud': ['Número do processo inválido (17, 20 ou 21 dígitos)'] });
    form.riscos[0].nrProcJud = '0001234-56.2024.5.02.0001';
    expect(validateAvulso(form, hoje)).toEqual({});
  });

  it('asks the description of a class council "Outros", and sends the complementary observation', () => {
    // Prepare
    const form = s2240();
    form.responsavel.ideOC = 9;
    form.ambiente.obsCompl = 'LTCAT de 2026';

    // Act and assess
    expect(validateAvulso(form, hoje)).toEqual({ 'responsavel.dscOC': ['Campo obrigatório'] });
    expect(toAvulsoBody(form).ambiente).toEqual({ dtIniCondicao: hoje, dscAtivDes: 'Solda', obsCompl: 'LTCAT de 2026' });
  });

  it('reopens the declarations as they were sent', () => {
    // Prepare
    const form = s2240();
    form.riscos[0]!.nrProcJud = '12345678901234567';
    form.ambiente.obsCompl = 'Obs';

    // Act
    const reopened = fromFormulario(toAvulsoBody(form), 'EV2');

    // Assess
    expect(reopened.riscos[0]).toEqual({ ...form.riscos[0], epis: '12345' });
    expect(reopened.ambiente.obsCompl).toBe('Obs');
  });

  it("sends a trabalhador avulso's end of the conditions, reopens it, and refuses one before the start (issue 13)", () => {
    // Prepare
    const form = s2240();
    form.valor.id_esocial_categoria = '201';
    form.ambiente.dtFimCondicao = hoje;
    const antes = s2240();
    antes.ambiente.dtFimCondicao = '2020-01-01';

    // Act
    const body = toAvulsoBody(form);
    const reopened = fromFormulario(body, 'EV3');

    // Assess
    expect(body.ambiente).toMatchObject({ dtIniCondicao: hoje, dtFimCondicao: hoje });
    expect(reopened.ambiente.dtFimCondicao).toBe(hoje);
    expect(toAvulsoBody(s2240()).ambiente).not.toHaveProperty('dtFimCondicao');
    expect(validateAvulso(form, hoje)).toEqual({});
    expect(validateAvulso(antes, hoje)).toEqual({ 'ambiente.dtFimCondicao': ['A data de término não pode ser anterior à data de início da condição'] });
  });
});

describe('remapEpis, splitEpis and codigoRepetido', () => {
  it("shows a CA's message under its risk's CA field and reads CAs separated by comma or semicolon", () => {
    // Act and assess
    expect(remapEpis({ 'riscos.0.epis.1': ['Campo obrigatório'], 'riscos.0.codigo': ['x'] })).toEqual({
      'riscos.0.epis': ['Campo obrigatório'],
      'riscos.0.codigo': ['x'],
    });
    expect(splitEpis(' 123, 456;789 ,, ')).toEqual(['123', '456', '789']);
  });

  it('tells a code already in another row, zeros on the left ignored', () => {
    // Act and assess
    expect(codigoRepetido(['0281', ''], 1, '281')).toBe(esocialMensagens.procedimentoDuplicado);
    expect(codigoRepetido(['0281', ''], 0, '0281')).toBeNull();
    expect(codigoRepetido(['0281', ''], 1, '0295')).toBeNull();
  });
});

describe('fromFormulario', () => {
  it('reopens the stored form for editing', () => {
    // Prepare
    const stored = { ...toAvulsoBody(s2220()), responsavel_pcmso: { nome: 'Dr. Coord', crm: '9', crm_uf: 'RJ' } };

    // Act
    const form = fromFormulario(stored, 'EV1');

    // Assess
    expect(form.id).toBe('EV1');
    expect(toAvulsoBody(form)).toEqual({ ...stored, id: 'EV1' });
    expect(form.riscos).toHaveLength(1);
  });
});
