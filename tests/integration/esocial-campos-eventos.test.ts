import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '@ocupacional/shared';
import { consultas } from '../../functions/src/data/entities/consulta';
import { empresas } from '../../functions/src/data/entities/empresa';
import { eventosEsocial } from '../../functions/src/data/entities/evento-esocial';
import { funcionarios } from '../../functions/src/data/entities/funcionario';
import { ghes } from '../../functions/src/data/entities/ghe';
import { gerarEventoDaConsulta } from '../../functions/src/data/esocial/eventos';
import { ruleMessages } from '../../functions/src/esocial/rules/index';
import { empresaA, esocialPath, esocialTenant, releasedAso, startEsocialCloud, trabalhadores, type EsocialCaller, type EsocialCloud } from '../support/esocial-fixtures';

/*
 * Issue 13, the fields the events need, through the API on the local cloud: the company's environmental responsible
 * is entered on the eSocial settings; the rules the schemas cannot check run on the automatic S-2220/S-2240 with the
 * employee's admission date (a broken one is an item-log finding and no XML) and on the manual forms; a trabalhador
 * avulso's manual S-2240 asks its end of conditions.
 */

type Row = Record<string, unknown> & { id: string };
type Fields = { fields: Record<string, string[]> };
const { tenant } = esocialTenant;
const hoje = todayInSaoPaulo();

const responsavel = { nome: 'Eng. Carlos Mota', cpfResp: '714.287.938-60', ideOC: 4, nrOC: '5063123456', ufOC: 'sp' };
const respostas = { eficEpc: 'S', eficEpi: 'S', medProtecao: 'S', condFuncto: 'S', usoInint: 'S', przValid: 'S', periodicTroca: 'S', higienizacao: 'S' };

const s2240 = (ambiente: Record<string, unknown>, categoria?: string) => ({
  id_emp: empresaA.id,
  id_fun: trabalhadores.joao.id,
  layout: 'S-2240',
  ...(categoria ? { valor: { id_esocial_categoria: categoria } } : {}),
  ambiente: { dtIniCondicao: hoje, dscAtivDes: 'Operar prensa hidráulica', ...ambiente },
  responsavel,
  riscos: [{ codigo: '02.01.001', tpAval: 1, intConc: 86.5, unMed: 4, tecMedicao: 'NHO 01', utilizEPC: 2, utilizEPI: 2, epis: ['CA 12345'], ...respostas }],
});

describe('the fields the eSocial events need (issue 13)', () => {
  let esocial: EsocialCloud<'admin'> | undefined;
  let admin: EsocialCaller;

  beforeAll(async () => {
    esocial = await startEsocialCloud({ users: ['admin'] });
    admin = esocial.callers.admin;
  }, 120_000);

  afterAll(() => esocial?.stop());

  it("records a company's environmental responsible on the eSocial settings, with pt-BR field errors", async () => {
    // Act
    const vazio = await admin('GET', esocialPath('web', 'esocialResponsavelAmbiental', { id: empresaA.id }));
    const incompleto = await admin('POST', esocialPath('web', 'esocialResponsavelAmbientalSalvar'), { id_empresa: empresaA.id, ideOC: 9, cpfResp: '111.111.111-11' });
    const outroSemDescricao = await admin('POST', esocialPath('web', 'esocialResponsavelAmbientalSalvar'), { ...responsavel, ideOC: 9, id_empresa: empresaA.id });
    const semEmpresa = await admin('POST', esocialPath('web', 'esocialResponsavelAmbientalSalvar'), { ...responsavel, id_empresa: 'nenhuma' });
    const salvo = await admin('POST', esocialPath('web', 'esocialResponsavelAmbientalSalvar'), { ...responsavel, id_empresa: empresaA.id });
    const lido = await admin('GET', esocialPath('web', 'esocialResponsavelAmbiental', { id: empresaA.id }));
    const desconhecida = await admin('GET', esocialPath('web', 'esocialResponsavelAmbiental', { id: 'nenhuma' }));

    // Assess
    expect(vazio.json.data).toMatchObject({ id_empresa: empresaA.id, nome: null, cpfResp: null, ideOC: null, nrOC: null, ufOC: null });
    expect(incompleto.status).toBe(400);
    expect((incompleto.json.data as Fields).fields).toEqual({
      nome: ['Campo obrigatório'],
      cpfResp: ['Digite um CPF válido'],
      nrOC: ['Campo obrigatório'],
      ufOC: ['Campo obrigatório'],
    });
    expect((outroSemDescricao.json.data as Fields).fields).toEqual({ dscOC: ['Campo obrigatório'] });
    expect(semEmpresa).toMatchObject({ status: 400, json: { data: { fields: { id_empresa: ['Selecione uma opção válida'] } } } });
    expect(salvo.status, JSON.stringify(salvo.json)).toBe(200);
    expect(lido.json.data).toMatchObject({ nome: 'Eng. Carlos Mota', cpfResp: '71428793860', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' });
    expect((await empresas().get({ tenant, id: empresaA.id }).go()).data?.responsavelAmbiental).toEqual({
      nome: 'Eng. Carlos Mota',
      cpf: '71428793860',
      ideOC: 4,
      nrOC: '5063123456',
      ufOC: 'SP',
    });
    expect(desconhecida.status).toBe(404);
  });

  it("keeps a broken rule of the automatic S-2220 in the item log with no XML, read against the employee's admission", async () => {
    // Prepare: a periodic ASO released today, of a worker admitted (as recorded) after it.
    const idCon = await releasedAso(trabalhadores.maria, { tipoAso: 52 });
    const { data: consulta } = await consultas().get({ tenant, idCon }).go();
    await funcionarios().patch({ tenant, id: trabalhadores.maria.id }).set({ dtAdm: addDays(hoje, 5) }).go();

    // Act
    const criado = await gerarEventoDaConsulta(tenant, consulta!, 'S-2220');
    const { data: quebrado } = await eventosEsocial().get({ tenant, id: criado.id }).go();

    // Assess
    expect(criado).toMatchObject({ situacao: 'criado', comErros: true });
    expect(quebrado?.xml).toBeUndefined();
    expect(quebrado?.erros).toEqual([{ grupo: 'funcionario', descricao: ruleMessages.beforeAdmission, localizacao: 'exMedOcup.aso.dtAso' }]);

    // Act: the admission date corrected, the XML written again
    await funcionarios().patch({ tenant, id: trabalhadores.maria.id }).set({ dtAdm: addDays(hoje, -400) }).go();
    const refeito = await admin('POST', esocialPath('web', 'esocialGerarXml', { layout: 'S-2220' }), { ids: [criado.id] });
    const { data: corrigido } = await eventosEsocial().get({ tenant, id: criado.id }).go();

    // Assess
    expect(refeito.status, JSON.stringify(refeito.json)).toBe(200);
    expect(corrigido?.erros).toEqual([]);
    expect(corrigido?.xml).toContain('<tpExameOcup>1</tpExameOcup>');
  });

  it('keeps the automatic S-2240 of an admission more than 30 days ahead without XML (dtIniCondicao rule)', async () => {
    // Prepare: the responsible recorded, an admission ASO of a worker admitted 40 days from now.
    await empresas().patch({ tenant, id: empresaA.id }).set({ responsavelAmbiental: { cpf: '71428793860', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' } }).go();
    await ghes().patch({ tenant, id: `ghe-${empresaA.id}` }).set({ riscos: [{ categoria: 275, descricao: 'Ausência de fator de risco' }] }).go();
    const idCon = await releasedAso(trabalhadores.joao, { tipoAso: 47 });
    const { data: consulta } = await consultas().get({ tenant, idCon }).go();
    await funcionarios().patch({ tenant, id: trabalhadores.joao.id }).set({ dtAdm: addDays(hoje, 40) }).go();

    // Act
    const criado = await gerarEventoDaConsulta(tenant, consulta!, 'S-2240');
    const { data: evento } = await eventosEsocial().get({ tenant, id: criado.id }).go();

    // Assess
    expect(evento?.xml).toBeUndefined();
    expect(evento?.erros).toEqual([{ grupo: 'cadastro', descricao: ruleMessages.beyondThirtyDays, localizacao: 'infoExpRisco.dtIniCondicao' }]);
  });

  it("refuses a manual S-2240 starting before the employee's admission, with the message under its field", async () => {
    // Prepare
    await funcionarios().patch({ tenant, id: trabalhadores.joao.id }).set({ dtAdm: hoje }).go();

    // Act
    const antes = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2240({ dtIniCondicao: addDays(hoje, -1) }));

    // Assess
    expect(antes.status).toBe(400);
    expect((antes.json.data as Fields).fields).toEqual({ 'ambiente.dtIniCondicao': [ruleMessages.beforeAdmission] });
  });

  it("asks a trabalhador avulso's end of conditions on the manual S-2240, and sends it", async () => {
    // Act
    const semFim = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2240({}, '201'));
    const antesDoInicio = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2240({ dtFimCondicao: addDays(hoje, -1) }, '201'));
    const naoAvulso = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2240({ dtFimCondicao: hoje }, '101'));
    const comFim = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2240({ dtFimCondicao: hoje }, '201'));

    // Assess
    expect((semFim.json.data as Fields).fields).toEqual({ 'ambiente.dtFimCondicao': ['Campo obrigatório'] });
    expect((antesDoInicio.json.data as Fields).fields).toEqual({
      'ambiente.dtFimCondicao': ['A data de término não pode ser anterior à data de início da condição'],
    });
    expect(naoAvulso.status).toBe(400);
    expect(Object.keys((naoAvulso.json.data as Fields).fields)).toEqual(['ambiente.dtFimCondicao']);
    expect(comFim.status, JSON.stringify(comFim.json)).toBe(200);
    const { data } = await eventosEsocial().get({ tenant, id: (comFim.json.data as Row).id }).go();
    expect(data?.xml).toContain(`<dtIniCondicao>${hoje}</dtIniCondicao><dtFimCondicao>${hoje}</dtFimCondicao>`);
  });
});
