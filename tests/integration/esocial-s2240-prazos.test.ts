import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toQueryString, todayInSaoPaulo } from '@ocupacional/shared';
import { consultas } from '../../functions/src/data/entities/consulta';
import { emailEnvios } from '../../functions/src/data/entities/email-envio';
import { empresas } from '../../functions/src/data/entities/empresa';
import { eventosEsocial } from '../../functions/src/data/entities/evento-esocial';
import { funcionarios } from '../../functions/src/data/entities/funcionario';
import { ghes } from '../../functions/src/data/entities/ghe';
import { registrarTenantEsocial } from '../../functions/src/data/esocial/arquivos';
import { gerarEventoDaConsulta } from '../../functions/src/data/esocial/eventos';
import { mensagensS2240 } from '../../functions/src/domain/esocial-eventos';
import { avisoTitularMensagem } from '../../functions/src/domain/esocial-titular';
import type { LocalCloud } from '../../infra/local/cloud';
import { runLocalDailyCheck } from '../../infra/local/daily-check-run';
import {
  a1Da,
  empresaA,
  empresaB,
  esocialPath,
  esocialTenant,
  releasedAso,
  startEsocialCloud,
  trabalhadores,
  type EsocialCaller,
  type EsocialCloud,
} from '../support/esocial-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * Issue 13 items 3, 4 and 9 through the API on the local cloud: the manual S-2240 refuses unanswered declarations
 * (EPC/EPI efficacy, the six NR-06 answers, the 05.01.001 process) with a pt-BR 400 and saves nothing; the automatic
 * S-2240 needs the environmental responsible and starts at the admission, never at the ASO; the employer comes from
 * the company; a certificate whose holder is not the employer's head office is flagged; the events carry their
 * deadline and the daily check e-mails the digest of the late ones through the mail queue.
 */

type Row = Record<string, unknown> & { id: string };
const { tenant } = esocialTenant;
const hoje = todayInSaoPaulo();

const respostas = { medProtecao: 'S', condFuncto: 'N', usoInint: 'S', przValid: 'S', periodicTroca: 'N', higienizacao: 'S' } as const;

const s2240 = (risco: Record<string, unknown>, ambiente: Record<string, unknown> = {}) => ({
  id_emp: empresaA.id,
  id_fun: trabalhadores.joao.id,
  layout: 'S-2240',
  ambiente: { dtIniCondicao: hoje, dscAtivDes: 'Operar prensa hidráulica', ...ambiente },
  responsavel: { nome: 'Eng. Carlos Mota', cpfResp: '714.287.938-60', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' },
  riscos: [{ codigo: '02.01.001', tpAval: 1, intConc: 86.5, unMed: 4, tecMedicao: 'NHO 01', utilizEPC: 2, utilizEPI: 2, epis: ['CA 12345'], ...risco }],
});

describe('S-2240 honesty, employer identity and deadlines', () => {
  let esocial: EsocialCloud<'admin'> | undefined;
  let cloud: LocalCloud;
  let admin: EsocialCaller;

  const avulsos = async () => ((await admin('GET', esocialPath('web', 'esocialAvulsos'))).json.data as { data: Row[] }).data;

  beforeAll(async () => {
    esocial = await startEsocialCloud({ users: ['admin'] });
    ({ cloud } = esocial);
    admin = esocial.callers.admin;
  }, 120_000);

  afterAll(() => esocial?.stop());

  it('refuses a manual S-2240 whose EPC/EPI efficacy and NR-06 answers were not given, and saves nothing', async () => {
    // Act
    const semRespostas = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2240({}));

    // Assess
    expect(semRespostas.status).toBe(400);
    expect(semRespostas.json.msg).toBe('Verifique os campos destacados.');
    const fields = (semRespostas.json.data as { fields: Record<string, string[]> }).fields;
    expect(fields).toEqual(
      Object.fromEntries(['eficEpc', 'eficEpi', ...Object.keys(respostas)].map((campo) => [`riscos.0.${campo}`, ['Campo obrigatório']])),
    );
    expect(await avulsos()).toEqual([]);
  });

  it('refuses the agent 05.01.001 without its process number, or with a malformed one, and saves nothing', async () => {
    // Act
    const porProcesso = { codigo: '05.01.001', dscAgNoc: 'Agente por decisão judicial', tpAval: 2, intConc: undefined, unMed: undefined, tecMedicao: undefined, utilizEPC: 0, utilizEPI: 0, epis: [] };
    const semProcesso = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2240(porProcesso));
    const malformado = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2240({ ...porProcesso, nrProcJud: '1234' }));

    // Assess
    expect(semProcesso).toMatchObject({ status: 400, json: { data: { fields: { 'riscos.0.nrProcJud': ['Campo obrigatório'] } } } });
    expect(malformado).toMatchObject({ status: 400, json: { data: { fields: { 'riscos.0.nrProcJud': ['Número do processo inválido (17, 20 ou 21 dígitos)'] } } } });
    expect(await avulsos()).toEqual([]);
  });

  it('sends the declarations as the user answered them, the process number and the complementary observation', async () => {
    // Act
    const medido = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2240({ eficEpc: 'N', eficEpi: 'S', ...respostas }, { obsCompl: 'Medições do LTCAT de 2026' }));
    const porProcesso = await admin(
      'POST',
      esocialPath('web', 'esocialAvulsoSalvar'),
      s2240({ codigo: '05.01.001', dscAgNoc: 'Agente por decisão judicial', tpAval: 2, utilizEPC: 0, utilizEPI: 0, epis: [], nrProcJud: '0001234-56.2024.5.02.0001' }),
    );

    // Assess
    expect(medido.status, JSON.stringify(medido.json)).toBe(200);
    expect(porProcesso.status, JSON.stringify(porProcesso.json)).toBe(200);
    const xml = async (id: string) => (await eventosEsocial().get({ tenant, id }).go()).data?.xml ?? '';
    const medidoXml = await xml((medido.json.data as Row).id);
    expect(medidoXml).toContain('<utilizEPC>2</utilizEPC><eficEpc>N</eficEpc><utilizEPI>2</utilizEPI><eficEpi>S</eficEpi>');
    expect(medidoXml).toContain(
      '<epiCompl><medProtecao>S</medProtecao><condFuncto>N</condFuncto><usoInint>S</usoInint><przValid>S</przValid><periodicTroca>N</periodicTroca><higienizacao>S</higienizacao></epiCompl>',
    );
    expect(medidoXml).toContain('<obs><obsCompl>Medições do LTCAT de 2026</obsCompl></obs>');
    // The employer as the company is registered: tpInsc 1 and its CNPJ root.
    expect(medidoXml).toContain(`<ideEmpregador><tpInsc>1</tpInsc><nrInsc>${empresaA.cnpj.slice(0, 8)}</nrInsc></ideEmpregador>`);
    expect(await xml((porProcesso.json.data as Row).id)).toContain('<nrProcJud>00012345620245020001</nrProcJud>');
  });

  it('writes the automatic S-2240 only with the environmental responsible and the admission date, never the ASO date', async () => {
    // Prepare: an admission ASO released today; the admission comes after it.
    const idCon = await releasedAso(trabalhadores.maria, { tipoAso: 47 });
    const { data: consulta } = await consultas().get({ tenant, idCon }).go();
    await ghes().patch({ tenant, id: `ghe-${empresaA.id}` }).set({ riscos: [{ categoria: 275, descricao: 'Ausência de fator de risco' }] }).go();

    // Act: without admission date nor responsible
    const criado = await gerarEventoDaConsulta(tenant, consulta!, 'S-2240');
    const { data: semDados } = await eventosEsocial().get({ tenant, id: criado.id }).go();

    // Assess
    expect(criado).toMatchObject({ situacao: 'criado', comErros: true });
    expect(semDados?.xml).toBeUndefined();
    expect(semDados?.erros?.map((erro) => erro.descricao)).toEqual([mensagensS2240.semAdmissao, mensagensS2240.semResponsavel]);

    // Act: the admission and the responsible registered, the XML written again
    const admissao = addDays(hoje, 2);
    await funcionarios().patch({ tenant, id: trabalhadores.maria.id }).set({ dtAdm: admissao }).go();
    await empresas()
      .patch({ tenant, id: empresaA.id })
      .set({ responsavelAmbiental: { nome: 'Eng. Carlos Mota', cpf: '71428793860', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' } })
      .go();
    const refeito = await admin('POST', esocialPath('web', 'esocialGerarXml', { layout: 'S-2240' }), { ids: [criado.id] });
    const { data: comDados } = await eventosEsocial().get({ tenant, id: criado.id }).go();

    // Assess
    expect(refeito.status, JSON.stringify(refeito.json)).toBe(200);
    expect(comDados?.erros).toEqual([]);
    expect(comDados?.xml).toContain(`<dtIniCondicao>${admissao}</dtIniCondicao>`);
    expect(comDados?.xml).toContain('<respReg><cpfResp>71428793860</cpfResp><ideOC>4</ideOC><nrOC>5063123456</nrOC><ufOC>SP</ufOC></respReg>');
  });

  it("flags a certificate whose holder is not the company's head office, and not one of its own head office", async () => {
    // Prepare
    const { ca } = esocial!;
    const salvar = (empresa: typeof empresaA, titular: { nome: string; cnpj: string }) => {
      const a1 = a1Da(ca, titular);
      return admin('POST', esocialPath('web', 'esocialCertificadoSalvar'), {
        empresa: empresa.id,
        arquivo: { nome: `${empresa.id}.pfx`, conteudo: a1.conteudo },
        senha: a1.password,
        confirmar_senha: a1.password,
        vincular: 1,
      });
    };

    // Act
    const alheio = await salvar(empresaA, empresaB);
    const proprio = await salvar(empresaB, empresaB);
    const vinculos = await admin('GET', esocialPath('web', 'esocialCertificadoVinculos', { id: (alheio.json.data as Row).id }));

    // Assess
    expect(alheio.json.data).toMatchObject({ aviso_titular: avisoTitularMensagem('CNPJ 01.548.754/0001-43') });
    expect(proprio.json.data).toMatchObject({ aviso_titular: null });
    expect((vinculos.json.data as { data: Row[] }).data).toEqual([expect.objectContaining({ aviso_titular: avisoTitularMensagem('CNPJ 01.548.754/0001-43') })]);
  });

  it('shows each event with its deadline, and the daily check e-mails the digest of the late ones through the mail queue', async () => {
    // Prepare: an S-2220 of an ASO of 60 days ago, still not accepted: its deadline passed; the tenant uses eSocial.
    const dtAso = addDays(hoje, -60);
    await registrarTenantEsocial(tenant);
    await eventosEsocial()
      .create({
        tenant,
        id: 'evento-atrasado',
        layout: 'S-2220',
        empresaId: empresaA.id,
        empresaNome: empresaA.nome,
        empresaCnpj: empresaA.cnpj,
        funcionarioId: trabalhadores.joao.id,
        funcionarioNome: trabalhadores.joao.nome,
        funcionarioCpf: trabalhadores.joao.cpf,
        origem: 'consulta',
        avulso: false,
        entrada: JSON.stringify({ layout: 'S-2220', exMedOcup: { aso: { dtAso } } }),
        tipoStatus: 331,
        erros: [],
        avisos: [],
        createdAt: new Date().toISOString(),
      })
      .go();

    // Act
    const lista = await admin('GET', esocialPath('web', 'esocialEventos', { layout: 'S-2220' }, toQueryString({ filter: { id_empresa: empresaA.id } })));
    const result = await runLocalDailyCheck(cloud, {
      fire: async () => (await fetch(`${cloud.url}/__local/schedules/dailyCheck`, { method: 'POST' })).json(),
    });

    // Assess
    const atrasado = (lista.json.data as { data: Row[] }).data.find((row) => row.id === 'evento-atrasado');
    expect(atrasado?.prazo).toMatchObject({ situacao: 'atrasado', rotulo: 'Atrasado' });
    expect(result.esocial).toEqual([expect.objectContaining({ tenant, prazos: { atrasados: 1, aVencer: expect.any(Number) } })]);
    const { data: log } = await emailEnvios().query.byId({ tenant }).go({ pages: 'all' });
    expect(log.filter((envio) => envio.point === 'esocial-prazos').map((envio) => envio.destinatario)).toEqual(['contato@esoc.example.com.br']);
    const enviado = await waitFor(async () => {
      const { emails } = (await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: { subject: string; body?: unknown }[] };
      return emails.find((email) => email.subject.startsWith('eSocial: 1 evento(s) atrasado(s)'));
    }, { what: 'the deadline digest e-mail', timeoutMs: 30_000 });
    expect(JSON.stringify(enviado)).toContain(trabalhadores.joao.nome);
  });
});
