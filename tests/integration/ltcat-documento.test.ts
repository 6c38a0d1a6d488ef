import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath, ltcatDocumentoSemModeloMessage } from '@ocupacional/shared';
import { conclusoesTecnicas } from '../../functions/src/data/entities/conclusao-tecnica';
import { fdts } from '../../functions/src/data/entities/fdt';
import { funcionarios } from '../../functions/src/data/entities/funcionario';
import { funcoes } from '../../functions/src/data/entities/funcao';
import { ltcatModeloConteudos } from '../../functions/src/data/entities/ltcat-modelo-conteudo';
import { profissionais } from '../../functions/src/data/entities/profissional';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { hashPassword } from '../../functions/src/platform/passwords';
import { defaultLtcatModelo } from '../../functions/src/data/ltcat-modelo-padrao';
import { docxContentType } from '../../functions/src/domain/ltcat-documento';
import { notFoundMessage } from '../../functions/src/platform/messages';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { documentoTexto } from '../support/docx';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 15, Gerar Documento (spec 3 §2.3, §4): GET ltcat/documento/{id} answers the LTCAT as a .docx built from the
 * tenant's model and the GHEs written through the GHE routes; refused with the spec's message without a responsible
 * professional or without a model; another tenant's LTCAT is 404.
 */

type Arquivo = { contents: string; filename: string; contentType: string };

describe('issue 15: the LTCAT document', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', beta: '' };
  const alfa = tenants.alfa.tenant;
  const beta = tenants.beta.tenant;
  const ids = { comResponsavel: '', semResponsavel: '', beta: '', ghe: '' };

  const login = async (cpf: string, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const path = (id: string, params: Record<string, string> = {}) => buildPath(apiRoute(id as never), params);
  const ok = (answer: { status: number; json: { data?: unknown } }) => {
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.data as { id: string };
  };
  const documento = (id: string, who: keyof typeof cookies = 'admin') => as(who)('GET', path('ltcatDocumento', { id }));

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    // Alfa has the default model; beta has none.
    for (const conteudo of defaultLtcatModelo(alfa)) await ltcatModeloConteudos().put(conteudo).go();
    for (const tenant of [alfa, beta]) {
      await fdts().put({ tenant, id: 'fdt-1', empresaId: 'empresa-1', descricao: 'Unidade Campinas' }).go();
      await profissionais().put({ tenant, id: 'prof-1', nome: 'Eng. Maria Souza', cpf: '11144477735', ideOc: 4, nrOc: '123456', ufOc: 'SP' }).go();
    }
    await funcoes().put({ tenant: alfa, id: 'funcao-1', nome: 'Soldador', cbo: '724315' }).go();
    await funcionarios()
      .put({ tenant: alfa, id: 'func-1', empresaId: 'empresa-1', nome: 'João da Silva', cpf: '52998224725', dtNas: '1990-01-01', sexo: 1, fdtId: 'fdt-1', funcaoId: 'funcao-1' })
      .go();
    await conclusoesTecnicas().put({ tenant: alfa, id: 'con-1', nome: 'Exposição a fumos metálicos', descricao: 'Conforme avaliação do engenheiro.' }).go();
    // A web administrator of beta of its own (as tests/integration/ltcat.test.ts does).
    await usuarios()
      .put({ tenant: beta, id: 'web-adm-beta', pointType: 'web', pointNome: 'web beta', pointCnpj: tenants.beta.cnpj, cpf: users.webAdmin.cpf,
        nome: 'Administrador beta', usuario: 'web-adm-beta', email: 'adm@beta.example.com.br', senhaHash: await hashPassword(senha), isAdm: true, sessao: 8 })
      .go();
    cookies.admin = await login(users.webAdmin.cpf, tenants.alfa.cnpj);
    cookies.beta = await login(users.webAdmin.cpf, tenants.beta.cnpj);

    const base = { id_emp: 'empresa-1', id_fdt: 'fdt-1', id_tipo_ltcat: 228, vencimento: '2027-03-10' };
    ids.semResponsavel = ok(await as('admin')('POST', path('ltcatCadastrar'), { ...base, id_tipo_revisao: 2, data: '2026-03-10' })).id;
    ids.comResponsavel = ok(
      await as('admin')('POST', path('ltcatCadastrar'), {
        ...base,
        id_tipo_revisao: 3,
        data: '2026-03-11',
        id_res: 'prof-1',
        obs: 'Instalar exaustão local na solda.',
      }),
    ).id;
    ids.beta = ok(await as('beta')('POST', path('ltcatCadastrar'), { ...base, id_tipo_revisao: 2, data: '2026-03-10', id_res: 'prof-1' })).id;
    // The GHE through its routes: a function, an employee and a technical conclusion.
    ids.ghe = ok(await as('admin')('POST', path('ltcatGheCadastrar', { ltcat: ids.comResponsavel }), { ghe: 'GHE 01', descricao: 'Oficina de solda' })).id;
    ok(await as('admin')('POST', path('ltcatGheFuncaoEditar', { ghe: ids.ghe }), { id_fun: 'funcao-1', descricao: 'Solda peças com eletrodo.' }));
    ok(await as('admin')('POST', path('ltcatGheFuncionarioEditar', { ghe: ids.ghe }), { id_funcionario: 'func-1', descricao: 'Solda na bancada 2' }));
    ok(await as('admin')('POST', path('ltcatGheConclusaoEditar', { ghe: ids.ghe }), { id_con_tec: 'con-1', inserir: 1 }));
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('answers the .docx with the company, the professional, the provider and the GHE written through its routes', async () => {
    // Act
    const answer = await documento(ids.comResponsavel);
    // Assess
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const arquivo = answer.json.data as Arquivo;
    expect(arquivo.contentType).toBe(docxContentType);
    expect(arquivo.filename).toMatch(/^LTCAT-empresa-alfa-rev2-\d{4}-\d{2}-\d{2}\.docx$/);
    const { texto } = documentoTexto(Buffer.from(arquivo.contents, 'base64'));
    expect(texto).toContain('empresa alfa');
    expect(texto).toContain('Unidade Campinas');
    expect(texto).toContain('Eng. Maria Souza');
    expect(texto).toContain('CREA 123456/SP');
    expect(texto).toContain(`Emitido por Saúde Ocupacional ${alfa}`);
    expect(texto).toContain('Instalar exaustão local na solda.');
    expect(texto).toContain('GHE: GHE 01');
    expect(texto).toContain('Oficina de solda');
    expect(texto).toContain('Soldador');
    expect(texto).toContain('724315');
    expect(texto).toContain('João da Silva');
    expect(texto).toContain('529.982.247-25');
    expect(texto).toContain('Exposição a fumos metálicos');
    // The front's first revision in the history.
    const primeira = ok(await as('admin')('GET', path('ltcat', { id: ids.semResponsavel }))) as unknown as { descricao: string };
    expect(texto).toContain(primeira.descricao);
    expect(texto).toContain('10/03/2026');
    expect(texto).not.toContain('{{');
  });

  it('leaves out a section the model hides', async () => {
    // Arrange
    const objetivo = defaultLtcatModelo(alfa).find((secao) => secao.chave === 'objetivo');
    await ltcatModeloConteudos().patch({ tenant: alfa, id: objetivo?.id ?? '' }).set({ ocultar: true }).go();
    // Act
    const answer = await documento(ids.comResponsavel);
    // Assess
    const { texto } = documentoTexto(Buffer.from((answer.json.data as Arquivo).contents, 'base64'));
    expect(texto).not.toContain('Objetivo');
    expect(texto).toContain('Fundamentação legal');
  });

  it('refuses without a responsible professional, and in a tenant without a model', async () => {
    // Act
    const semResponsavel = await documento(ids.semResponsavel);
    const semModelo = await documento(ids.beta, 'beta');
    // Assess
    expect(semResponsavel.status).toBe(400);
    expect(semResponsavel.json.msg).toBe(ltcatDocumentoSemModeloMessage);
    expect(semModelo.status).toBe(400);
    expect(semModelo.json.msg).toBe(ltcatDocumentoSemModeloMessage);
  });

  it('answers 404 for another tenant’s LTCAT', async () => {
    // Act
    const outro = await documento(ids.comResponsavel, 'beta');
    const deBeta = await documento(ids.beta, 'admin');
    // Assess
    expect(outro.status).toBe(404);
    expect(outro.json.msg).toBe(notFoundMessage);
    expect(deBeta.status).toBe(404);
  });
});
