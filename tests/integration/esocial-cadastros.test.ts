import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { addDays, esocialMensagens, staleRecordMessage, todayInSaoPaulo, toQueryString } from '@ocupacional/shared';
import { vinculoOutraEmpresaMessage } from '../../functions/src/api/esocial/certificados';
import { certificados } from '../../functions/src/data/entities/certificado';
import { certificadoVinculos } from '../../functions/src/data/entities/certificado-vinculo';
import { certificadoDaEmpresa } from '../../functions/src/data/esocial/certificados';
import { demoS2210 } from '../../functions/src/esocial/demo-inputs';
import { getTestCertificates } from '../../functions/src/esocial/test-certificates';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import {
  a1Da,
  createEsocialFixtures,
  empresaA,
  empresaB,
  esocialPath,
  esocialTenant,
  esocialUsers,
  sessionOf,
  trabalhadores,
} from '../support/esocial-fixtures';

/*
 * The eSocial registrations through the API: certificates (upload with password, encryption at rest, the near-expiry
 * warning, links and who may make them), the automatic-sending configuration, the code tables, manual events with
 * the form's rules, and the UID/receipt update.
 */

type Row = Record<string, unknown> & { id: string };

describe('eSocial registrations', () => {
  let cloud: LocalCloud;
  let admin: Awaited<ReturnType<typeof sessionOf>>;
  let empresa: Awaited<ReturnType<typeof sessionOf>>;
  const { ca } = getTestCertificates();
  const a1 = a1Da(ca, empresaA);

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    await createEsocialFixtures();
    admin = await sessionOf(cloud.url, cloud.port, esocialUsers.admin);
    empresa = await sessionOf(cloud.url, cloud.port, esocialUsers.empresaA);
  }, 120_000);

  afterAll(async () => {
    await cloud?.stop();
  });

  const salvar = (caller: typeof admin, area: 'web' | 'empresa', body: object) =>
    caller('POST', esocialPath(area, 'esocialCertificadoSalvar'), {
      tipo_certificado_id: 201,
      empresa: empresaA.id,
      arquivo: { nome: 'alfa.pfx', conteudo: a1.conteudo },
      senha: a1.password,
      confirmar_senha: a1.password,
      vincular: 1,
      ...body,
    });

  describe('certificates', () => {
    let certificadoId: string;

    it('refuses a wrong password, a file that is not A1, a confirmation that differs and a new certificate without file', async () => {
      const senha = await salvar(empresa, 'empresa', { senha: 'errada', confirmar_senha: 'errada' });
      const arquivo = await salvar(empresa, 'empresa', { arquivo: { nome: 'x.pfx', conteudo: Buffer.from('não é um certificado').toString('base64') } });
      const confirmacao = await salvar(empresa, 'empresa', { confirmar_senha: 'outra' });
      const semArquivo = await salvar(empresa, 'empresa', { arquivo: null });
      const semEmpresa = await salvar(empresa, 'empresa', { empresa: '' });
      expect(senha).toMatchObject({ status: 400, json: { data: { fields: { senha: ['Senha do certificado inválida'] } } } });
      expect(arquivo).toMatchObject({ status: 400, json: { data: { fields: { arquivo: ['Arquivo de certificado inválido'] } } } });
      expect(confirmacao).toMatchObject({ status: 400, json: { data: { fields: { confirmar_senha: [esocialMensagens.senhasDiferentes] } } } });
      expect(semArquivo).toMatchObject({ status: 400, json: { data: { fields: { arquivo: ['Campo Obrigatorio'] } } } });
      expect(semEmpresa).toMatchObject({ status: 400, json: { data: { fields: { empresa: ['Campo Obrigatorio'] } } } });
    });

    it('reads the holder, CNPJ and validity, and keeps the file and the password encrypted, never answering them', async () => {
      // Act
      const saved = await salvar(empresa, 'empresa', {});

      // Assess
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const row = saved.json.data as Row;
      certificadoId = row.id;
      expect(row).toMatchObject({
        titular: empresaA.nome.toUpperCase(),
        cnpj: empresaA.cnpj,
        representante: 'RESPONSAVEL DEMO',
        aviso_vencimento: false,
        vincular: 1,
        pode_vincular: true,
        empresa: { id: empresaA.id, cnpj: empresaA.cnpj },
      });
      const text = JSON.stringify(saved.json);
      expect(text).not.toContain(a1.password);
      expect(text).not.toContain(a1.conteudo.slice(0, 40));
      const { data: item } = await certificados().get({ tenant: esocialTenant.tenant, id: certificadoId }).go();
      expect(item?.senhaCifrada).toMatch(/^v1\.local\./);
      const stored = await cloud.clients.s3.send(new GetObjectCommand({ Bucket: cloud.resources.bucketNames.files, Key: item?.arquivoKey }));
      const body = (await stored.Body?.transformToString()) ?? '';
      expect(item?.arquivoKey).toBe(`esocial/${esocialTenant.tenant}/certificados/${certificadoId}.p12.enc`);
      expect(body).toMatch(/^v1\.local\./);
      expect(body).not.toContain(a1.conteudo.slice(0, 40));
    });

    it('warns when fewer than 10 days remain', async () => {
      const curto = a1Da(ca, empresaB, { validadeDias: 5 });
      const saved = await admin('POST', esocialPath('web', 'esocialCertificadoSalvar'), {
        empresa: empresaB.id,
        arquivo: { nome: 'beta.pfx', conteudo: curto.conteudo },
        senha: curto.password,
        confirmar_senha: curto.password,
        vincular: 1,
      });
      expect(saved.json.data).toMatchObject({ aviso_vencimento: true, dias_restantes: 4, aviso: 'O certificado vence em 4 dia(s)' });
    });

    it('edits without a new file when the password opens the stored one', async () => {
      const ok = await salvar(empresa, 'empresa', { id: certificadoId, arquivo: null, vincular: 1 });
      const wrong = await salvar(empresa, 'empresa', { id: certificadoId, arquivo: null, senha: 'x', confirmar_senha: 'x' });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect(wrong).toMatchObject({ status: 400, json: { data: { fields: { senha: ['Senha do certificado inválida'] } } } });
    });

    it("lets the owner link only to itself, lists the links, and refuses deleting the automatic link", async () => {
      // Act
      const pelaRetaguarda = await admin('POST', esocialPath('web', 'esocialCertificadoVincular', { id: certificadoId }), { empresa: empresaB.id });
      const semEmpresa = await empresa('POST', esocialPath('empresa', 'esocialCertificadoVincular', { id: certificadoId }), {});
      const aSiMesma = await empresa('POST', esocialPath('empresa', 'esocialCertificadoVincular', { id: certificadoId }), { empresa: empresaA.id });
      const lista = await empresa('GET', esocialPath('empresa', 'esocialCertificadoVinculos', { id: certificadoId }));
      const automatico = await empresa('POST', esocialPath('empresa', 'esocialCertificadoVinculosDeletar', { id: certificadoId }), { ids: [empresaA.id] });

      // Assess: the back office links only certificates of the provider's own CNPJ (spec 2 §2)
      expect(pelaRetaguarda.status).toBe(403);
      expect(semEmpresa).toMatchObject({ status: 400, json: { msg: esocialMensagens.camposObrigatorios } });
      expect(aSiMesma.status).toBe(200);
      expect(lista.json.data).toMatchObject({ pagination: { total: 1, pagination: 20 }, pode_vincular: true });
      expect((lista.json.data as { data: Row[] }).data.map((row) => [(row.empresa as Row).cnpj, row.automatico, row.removivel])).toEqual([[empresaA.cnpj, 1, 0]]);
      expect(automatico).toMatchObject({ status: 403, json: { msg: 'Você não possui permissão para deletar esse registro' } });
    });

    describe('cross-company links (issue 12 item 4)', () => {
      const vinculo = (empresaId: string, origem?: 'empresa' | 'retaguarda') =>
        certificadoVinculos()
          .put({ tenant: esocialTenant.tenant, certificadoId, empresaId, empresaNome: empresaB.nome, empresaCnpj: empresaB.cnpj, ...(origem ? { origem } : {}) })
          .go();

      it("refuses a company linking its certificate to another company, which then never transmits with it", async () => {
        // Act
        const outra = await empresa('POST', esocialPath('empresa', 'esocialCertificadoVincular', { id: certificadoId }), { empresa: empresaB.id });
        const { data: links } = await certificadoVinculos().query.byCertificado({ tenant: esocialTenant.tenant, certificadoId }).go();

        // Assess
        expect(outra).toMatchObject({ status: 403, json: { msg: vinculoOutraEmpresaMessage } });
        expect(links.map((link) => link.empresaId)).toEqual([empresaA.id]);
        expect((await certificadoDaEmpresa(esocialTenant.tenant, empresaB.id))?.id).not.toBe(certificadoId);
      });

      it('transmits only with links the back office made, not with one a company made (or an old one without origin)', async () => {
        // Prepare: links as the old route let a company make them
        await vinculo(empresaB.id, 'empresa');
        const pelaEmpresa = await certificadoDaEmpresa(esocialTenant.tenant, empresaB.id);
        await vinculo(empresaB.id);
        const semOrigem = await certificadoDaEmpresa(esocialTenant.tenant, empresaB.id);
        await vinculo(empresaB.id, 'retaguarda');
        const pelaRetaguarda = await certificadoDaEmpresa(esocialTenant.tenant, empresaB.id);

        // Assess: B keeps transmitting with its own certificate (saved above), never with A's
        expect(pelaEmpresa?.id).not.toBe(certificadoId);
        expect(semOrigem?.id).not.toBe(certificadoId);
        expect(pelaRetaguarda?.id).toBe(certificadoId);
        expect((await certificadoDaEmpresa(esocialTenant.tenant, empresaA.id))?.id).toBe(certificadoId);
      });

      it('lets the linked company and the back office remove a link to another company', async () => {
        // Prepare
        const vitima = await sessionOf(cloud.url, cloud.port, esocialUsers.empresaB);
        await vinculo(empresaB.id, 'empresa');
        const lista = await vitima('GET', esocialPath('empresa', 'esocialCertificados'));

        // Act: the linked company sees the certificate and drops its own link; the back office drops a new one
        const pelaVitima = await vitima('POST', esocialPath('empresa', 'esocialCertificadoVinculosDeletar', { id: certificadoId }), { ids: [empresaB.id] });
        await vinculo(empresaB.id, 'empresa');
        const outraDaVitima = await vitima('POST', esocialPath('empresa', 'esocialCertificadoVinculosDeletar', { id: certificadoId }), { ids: [empresaA.id] });
        const pelaRetaguarda = await admin('POST', esocialPath('web', 'esocialCertificadoVinculosDeletar', { id: certificadoId }), { ids: [empresaB.id] });

        // Assess
        expect((lista.json.data as { data: Row[] }).data.map((row) => row.id)).toContain(certificadoId);
        expect(pelaVitima.status).toBe(200);
        expect(outraDaVitima.status).toBe(403);
        expect(pelaRetaguarda.status).toBe(200);
        const { data: links } = await certificadoVinculos().query.byCertificado({ tenant: esocialTenant.tenant, certificadoId }).go();
        expect(links.map((link) => link.empresaId)).toEqual([empresaA.id]);
      });
    });

    it("shows a company only its own and linked certificates, and another tenant's as not found", async () => {
      await certificados()
        .put({
          tenant: 'outro',
          id: 'CERT-OUTRO',
          empresaId: 'x',
          empresaNome: 'x',
          empresaCnpj: empresaA.cnpj,
          titular: 'x',
          numeroSerie: '1',
          impressaoDigital: 'x',
          validadeInicio: new Date().toISOString(),
          validade: new Date().toISOString(),
          arquivoKey: 'x',
          arquivoNome: 'x',
          senhaCifrada: 'x',
        })
        .go();
      const lista = await empresa('GET', esocialPath('empresa', 'esocialCertificados'));
      const outro = await admin('GET', esocialPath('web', 'esocialCertificadoVinculos', { id: 'CERT-OUTRO' }));
      expect((lista.json.data as { data: Row[] }).data.map((row) => (row.empresa as Row).id)).toEqual([empresaA.id]);
      expect(outro.status).toBe(404);
    });
  });

  describe('configuration and code tables', () => {
    /** POST esocial/configuracao/editar as the screen does: with the version it read (issue 12 item 3). */
    const salvarConfiguracao = async (body: Record<string, unknown>) => {
      const lida = await admin('GET', esocialPath('web', 'esocialConfiguracao'));
      return admin('POST', esocialPath('web', 'esocialConfiguracaoSalvar'), { versao: (lida.json.data as { versao: number }).versao, ...body });
    };
    it('requires the start date and companies to turn automatic sending on, the processed ones among them', async () => {
      const inicial = await admin('GET', esocialPath('web', 'esocialConfiguracao'));
      const semData = await salvarConfiguracao({ ativo: 1, empresas: [empresaA.id] });
      const fora = await salvarConfiguracao({
        ativo: 1,
        empresas: [empresaA.id],
        empresas_processar: [empresaB.id],
        data_inicio: '01/05/2026',
      });
      const ok = await salvarConfiguracao({
        ativo: 1,
        empresas: [empresaA.id, empresaB.id],
        empresas_processar: [empresaA.id],
        data_inicio: '01/05/2026',
      });
      const porEmpresa = await empresa('GET', `/sst/api/${esocialTenant.tenant}/esocial/configuracao`);
      expect(inicial.json.data).toMatchObject({ ativo: 0, empresas: [], data_inicio: null });
      expect(semData).toMatchObject({ status: 400, json: { data: { fields: { data_inicio: ['Campo obrigatório'] } } } });
      expect(fora).toMatchObject({ status: 400, json: { data: { fields: { 'empresas_processar.0': ['Selecione uma opção válida'] } } } });
      expect(ok.json.data).toMatchObject({ ativo: 1, data_inicio: '2026-05-01', empresas_processar: [{ id: empresaA.id, cnpj: empresaA.cnpj }] });
      expect(porEmpresa.status).toBe(404);
    });

    it('refuses a body without the switch and never stores an empty start date (issue 12 item 6)', async () => {
      // Prepare: automatic sending on
      const ligado = await salvarConfiguracao({
        ativo: 1,
        empresas: [empresaA.id],
        data_inicio: '01/05/2026',
      });
      expect(ligado.status).toBe(200);
      // Act
      const vazio = await salvarConfiguracao({});
      const semDataLigado = await salvarConfiguracao({ ativo: 1, empresas: [empresaA.id], data_inicio: '' });
      const semDataSemChave = await salvarConfiguracao({ data_inicio: '' });
      const depois = await admin('GET', esocialPath('web', 'esocialConfiguracao'));
      const desligado = await salvarConfiguracao({ ativo: 0, data_inicio: '' });
      // Assess
      expect(vazio).toMatchObject({ status: 400, json: { data: { fields: { ativo: ['Campo obrigatório'] } } } });
      expect(semDataLigado).toMatchObject({ status: 400, json: { data: { fields: { data_inicio: ['Campo obrigatório'] } } } });
      expect(semDataSemChave).toMatchObject({ status: 400, json: { data: { fields: { ativo: ['Campo obrigatório'] } } } });
      expect(depois.json.data).toMatchObject({ ativo: 1, data_inicio: '2026-05-01' });
      expect(desligado.status).toBe(200);
      expect(desligado.json.data).toMatchObject({ ativo: 0, data_inicio: '2026-05-01' });
    });

    it('searches the eSocial tables, 100 per page', async () => {
      const procedimentos = await empresa('GET', esocialPath('empresa', 'esocialTabela', { n: 27 }, toQueryString({ search: 'audiometria' })));
      const layouts = await admin('GET', esocialPath('web', 'esocialTabela', { n: 9 }));
      const desconhecida = await admin('GET', esocialPath('web', 'esocialTabela', { n: 99 }));
      // The full Tabela 27 has five audiometries (0281 to 0285), in code order.
      expect(procedimentos.json.data).toMatchObject({ data: [{ codigo: '0281' }, { codigo: '0282' }, { codigo: '0283' }, { codigo: '0284' }, { codigo: '0285' }], pagination: { total: 5 } });
      expect((layouts.json.data as { pagination: { pagination: number; total: number } }).pagination).toMatchObject({ pagination: 100 });
      expect(desconhecida.status).toBe(404);
    });
  });

  describe('manual events', () => {
    const s2220 = {
      id_emp: empresaA.id,
      id_fun: trabalhadores.maria.id,
      layout: 'S-2220',
      consulta: { aso_dt: todayInSaoPaulo() },
      medico: { nome: 'Dra. Ana', crm: '1234', crm_uf: 'sp' },
      exames: [{ codigo: '0295', data: todayInSaoPaulo() }],
    };

    it("applies the form's rules: a procedure twice, dates more than one day ahead, a worker of another company", async () => {
      const duplicado = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), {
        ...s2220,
        exames: [...s2220.exames, { codigo: '295', data: todayInSaoPaulo() }],
      });
      const futuro = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), { ...s2220, consulta: { aso_dt: addDays(todayInSaoPaulo(), 3) } });
      const outro = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), { ...s2220, id_fun: trabalhadores.ana.id });
      const s2240 = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), { id_emp: empresaA.id, id_fun: trabalhadores.maria.id, layout: 'S-2240' });
      expect(duplicado).toMatchObject({ status: 400, json: { data: { fields: { 'exames.1.codigo': [esocialMensagens.procedimentoDuplicado] } } } });
      expect(futuro).toMatchObject({ status: 400, json: { data: { fields: { 'consulta.aso_dt': [esocialMensagens.dataFutura] } } } });
      expect(outro).toMatchObject({ status: 400, json: { data: { fields: { id_fun: ['Selecione uma opção válida'] } } } });
      expect((s2240.json.data as { fields: Record<string, string[]> }).fields).toMatchObject({
        'ambiente.dtIniCondicao': ['Campo obrigatório'],
        'responsavel.nome': ['Campo obrigatório'],
        riscos: ['Campo obrigatório'],
      });
    });

    it('saves a manual S-2220 and S-2240 with their XML, lists them as manual, and deletes one never sent', async () => {
      // Act
      const exame = await empresa('POST', esocialPath('empresa', 'esocialAvulsoSalvar'), s2220);
      const risco = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), {
        id_emp: empresaA.id,
        id_fun: trabalhadores.joao.id,
        layout: 'S-2240',
        ambiente: { dtIniCondicao: todayInSaoPaulo(), dscAtivDes: 'Operar prensa hidráulica' },
        responsavel: { nome: 'Eng. Carlos Mota', cpfResp: '714.287.938-60', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' },
        // The efficacy and the NR-06 answers are the user's to give (issue 13 item 3).
        riscos: [
          {
            codigo: '02.01.001', tpAval: 1, intConc: 86.5, unMed: 4, tecMedicao: 'NHO 01', utilizEPC: 2, eficEpc: 'S', utilizEPI: 2, eficEpi: 'S', epis: ['CA 12345'],
            medProtecao: 'S', condFuncto: 'S', usoInint: 'S', przValid: 'S', periodicTroca: 'S', higienizacao: 'S',
          },
        ],
      });
      const lista = await admin('GET', esocialPath('web', 'esocialAvulsos'));
      const excluir = await empresa('POST', esocialPath('empresa', 'esocialEventosDeletar', { layout: 'S-2220' }), { ids: [(exame.json.data as Row).id] });

      // Assess
      expect(exame.status, JSON.stringify(exame.json)).toBe(200);
      expect(exame.json.data).toMatchObject({ avulso: 1, tem_xml: true, tipo_status: { id: 328 }, acoes: { deletar: true } });
      expect(risco.json.data).toMatchObject({ layout: 'S-2240', tem_xml: true, conflitos: { total: 0 } });
      expect((lista.json.data as { data: Row[] }).data.map((row) => row.layout).sort()).toEqual(['S-2220', 'S-2240']);
      expect(excluir).toMatchObject({ status: 200, json: { msg: esocialMensagens.eventoExcluido } });
    });

    it('saves a CAT (S-2210) from its form, answering the layout rules it breaks field by field', async () => {
      const cat = demoS2210().cat;
      const valida = { ...cat, localAcidente: { ...cat.localAcidente, ideLocalAcid: { tpInsc: 1, nrInsc: empresaA.cnpj } } };
      const ok = await admin('POST', esocialPath('web', 'esocialCatSalvar'), { id_emp: empresaA.id, id_fun: trabalhadores.maria.id, cat: valida });
      const semCid = await admin('POST', esocialPath('web', 'esocialCatSalvar'), {
        id_emp: empresaA.id,
        id_fun: trabalhadores.maria.id,
        cat: { ...valida, atestado: { ...valida.atestado, codCID: undefined } },
      });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect(ok.json.data).toMatchObject({ layout: 'S-2210', tem_xml: true, tipo_status: { id: 331 }, conflitos: { total: 0 } });
      expect(semCid).toMatchObject({ status: 400, json: { data: { fields: { 'cat.atestado.codCID': ['Campo obrigatório'] } } } });
    });

    it('updates the UID and the receipt, which makes the event "Processado com sucesso"', async () => {
      const { json } = await admin('GET', esocialPath('web', 'esocialAvulsos'));
      const [evento] = (json.data as { data: Row[] }).data;
      const semRecibo = await admin('POST', esocialPath('web', 'esocialAtualizarUid'), {
        id: evento?.id,
        antigoUid: evento?.uid,
        novoUid: evento?.uid,
        novoRecibo: '',
      });
      const comRecibo = await admin('POST', esocialPath('web', 'esocialAtualizarUid'), {
        id: evento?.id,
        antigoUid: evento?.uid,
        novoUid: evento?.uid,
        novoRecibo: '1.2.0000000000000000042',
      });
      expect(semRecibo.json.data).toMatchObject({ tipo_status: { id: 328 }, recibo: null });
      expect(comRecibo.json.data).toMatchObject({ tipo_status: { id: 335, descricao: 'Processado com sucesso' }, recibo: '1.2.0000000000000000042' });
    });

    it('an edit of a manual event or a CAT over a version someone else already saved answers 409 and changes nothing (issue 12 item 3)', async () => {
      // Prepare
      const cat = demoS2210().cat;
      const valida = { ...cat, localAcidente: { ...cat.localAcidente, ideLocalAcid: { tpInsc: 1, nrInsc: empresaA.cnpj } } };
      const casos = [
        { route: 'esocialAvulsoSalvar', layout: 'S-2220', form: { ...s2220, medico: { ...s2220.medico, nome: 'Dra. Antes' } }, muda: (nome: string) => ({ medico: { ...s2220.medico, nome } }) },
        { route: 'esocialCatSalvar', layout: 'S-2210', form: { id_emp: empresaA.id, id_fun: trabalhadores.maria.id, cat: valida }, muda: (nome: string) => ({ cat: { ...valida, obsCAT: nome } }) },
      ] as const;
      for (const { route, layout, form, muda } of casos) {
        const criado = await admin('POST', esocialPath('web', route), form);
        const lido = criado.json.data as Row & { versao: number };
        const primeira = await admin('POST', esocialPath('web', route), { ...form, id: lido.id, versao: lido.versao, ...muda('Primeira') });
        // Act
        const atrasada = await admin('POST', esocialPath('web', route), { ...form, id: lido.id, versao: lido.versao, ...muda('Atrasada') });
        const semVersao = await admin('POST', esocialPath('web', route), { ...form, id: lido.id, ...muda('Sem versão') });
        // Assess
        expect(criado.status, JSON.stringify(criado.json)).toBe(200);
        expect(lido.versao).toBe(1);
        expect(primeira.status, JSON.stringify(primeira.json)).toBe(200);
        expect(atrasada).toMatchObject({ status: 409, json: { msg: staleRecordMessage } });
        expect(semVersao).toMatchObject({ status: 400, json: { data: { fields: { versao: ['Campo obrigatório'] } } } });
        const detalhe = await admin('GET', esocialPath('web', 'esocialEvento', { id: lido.id }));
        expect(detalhe.json.data).toMatchObject({ versao: 2 });
        const guardado = JSON.stringify((detalhe.json.data as Row).formulario);
        expect(guardado).toContain('Primeira');
        expect(guardado).not.toMatch(/Atrasada|Sem versão/);
        // The other tests' lists stay as they were.
        await admin('POST', esocialPath('web', 'esocialEventosDeletar', { layout }), { ids: [lido.id] });
      }
    });
  });
});
