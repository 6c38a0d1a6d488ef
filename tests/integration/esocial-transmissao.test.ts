import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath, esocialMensagens, mailServiceTypes, toQueryString } from '@ocupacional/shared';
import type { LocalCloud } from '../../infra/local/cloud';
import type { RunningEsocialSimulator } from '../../infra/local/esocial-simulator/index';
import {
  a1Da,
  empresaA,
  empresaB,
  esocialPath,
  releasedAso,
  startEsocialCloud,
  trabalhadores,
  type EsocialCaller as Caller,
  type EsocialCloudWithSimulator,
} from '../support/esocial-fixtures';
import { startSmtpSink } from '../support/smtp-sink';
import { waitFor } from '../support/wait-for';

/*
 * The eSocial acceptance path (spec 2 "Acceptance"): a released ASO becomes an S-2220, is put in a lote, sent to
 * the simulator over mutual TLS with the company's A1, polled, and ends with its receipt; an event of an employer
 * the web service does not know is rejected and shows its occurrences; the modes follow the rules; an accepted
 * event is excluded by an S-3000; and the package-30 queries answer the web service's XML.
 */

type Row = Record<string, unknown> & { id: string };

describe('eSocial: from a released ASO to its receipt', () => {
  let esocial: EsocialCloudWithSimulator<'admin' | 'empresaA' | 'operador'> | undefined;
  let simulator: RunningEsocialSimulator;
  let cloud: LocalCloud;
  let admin: Caller;
  let empresa: Caller;
  let operador: Caller;

  beforeAll(async () => {
    esocial = await startEsocialCloud({ users: ['admin', 'empresaA', 'operador'], simulator: true });
    const { ca } = esocial;
    ({ cloud, simulator } = esocial);
    ({ admin, empresaA: empresa, operador } = esocial.callers);
    await releasedAso(trabalhadores.maria, { exames: ['exa-clinico', 'exa-audio'] });
    await releasedAso(trabalhadores.joao, { exames: ['exa-clinico', 'exa-acuidade'] });
    await releasedAso(trabalhadores.ana, { exames: ['exa-clinico'] });

    // Company A's A1, uploaded by its own user and linked to A automatically; B's own A1, uploaded by the back office
    // (a company may no longer link its certificate to another company: issue 12).
    const a1 = a1Da(ca, empresaA);
    const saved = await empresa('POST', esocialPath('empresa', 'esocialCertificadoSalvar'), {
      tipo_certificado_id: 201,
      empresa: empresaA.id,
      arquivo: { nome: 'alfa.pfx', conteudo: a1.conteudo },
      senha: a1.password,
      confirmar_senha: a1.password,
      vincular: 1,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const b1 = a1Da(ca, empresaB);
    const savedB = await admin('POST', esocialPath('web', 'esocialCertificadoSalvar'), {
      tipo_certificado_id: 201,
      empresa: empresaB.id,
      arquivo: { nome: 'beta.pfx', conteudo: b1.conteudo },
      senha: b1.password,
      confirmar_senha: b1.password,
    });
    expect(savedB.status, JSON.stringify(savedB.json)).toBe(200);
  }, 120_000);

  afterAll(() => esocial?.stop());

  const eventos = async (layout: string, filter: object) => {
    const { json } = await admin('GET', esocialPath('web', 'esocialEventos', { layout }, toQueryString({ filter })));
    return (json.data as { data: Row[] }).data;
  };
  const lotesDe = async (empresaId: string) => {
    const { json } = await admin('GET', esocialPath('web', 'esocialLotes', {}, toQueryString({ filter: { id_empresa: empresaId } })));
    return (json.data as { data: Row[] }).data;
  };

  async function loteEnviado(empresaId: string): Promise<Row> {
    const gerar = await admin('POST', esocialPath('web', 'esocialLoteGerar'), { id_emp: empresaId, layout: 'S-2220' });
    expect(gerar.json.msg).toBe(esocialMensagens.loteEmSegundoPlano);
    const [lote] = await waitFor(async () => {
      const found = await lotesDe(empresaId);
      return found.length > 0 ? found : undefined;
    }, { what: 'the lote generated in the background' });
    return lote as Row;
  }

  it('creates the S-2220 of each released ASO, with the item log of one whose exam has no Tabela 27 code', async () => {
    // Act
    const gerado = await admin('POST', esocialPath('web', 'esocialGerarXml', { layout: 'S-2220' }), { id_empresa: empresaA.id });
    const again = await admin('POST', esocialPath('web', 'esocialGerarXml', { layout: 'S-2220' }), { id_empresa: empresaA.id });
    const rows = await eventos('S-2220', { id_empresa: empresaA.id });

    // Assess
    expect(gerado.json.data).toMatchObject({ criados: 2, com_erros: 1 });
    expect(again.json.data).toMatchObject({ criados: 0, existentes: 2 });
    const maria = rows.find((row) => (row.funcionario as Row).id === trabalhadores.maria.id) as Row;
    const joao = rows.find((row) => (row.funcionario as Row).id === trabalhadores.joao.id) as Row;
    expect(maria).toMatchObject({ tem_xml: true, tipo_status: { id: 331 }, conflitos: { total: 0, cor: null }, acoes: { novo_lote: true, baixar_xml: true } });
    expect(String(maria.uid)).toMatch(/^ID101444025000000\d{19}$/);
    expect(joao).toMatchObject({ tem_xml: false, conflitos: { erros: 1, cor: 'vermelho' }, acoes: { gerar_xml: true, novo_lote: false } });

    const detalhe = await admin('GET', esocialPath('web', 'esocialEvento', { id: joao.id }));
    expect(detalhe.json.data).toMatchObject({
      log: { aba_inicial: 'erro', erros: [{ grupo: 'exame', onde: 'Configurações > Exames', itens: [{ descricao: 'Exame Acuidade Visual sem código do eSocial (Tabela 27)' }] }] },
    });
    const xml = await admin('GET', esocialPath('web', 'esocialEventoXml', { id: maria.id }));
    const text = Buffer.from(String((xml.json.data as Row).contents), 'base64').toString('utf8');
    expect(text).toContain('<tpExameOcup>0</tpExameOcup>');
    expect(text).toContain('<procRealizado>0281</procRealizado><ordExame>1</ordExame>');
    expect(text).toContain('<nmMed>Dra. Ana Paula Gonçalves</nmMed>');
  });

  it('batches the ready event, transmits it over mutual TLS, polls, and stores its receipt', async () => {
    // Prepare
    const lote = await loteEnviado(empresaA.id);
    expect(lote).toMatchObject({ eventos: 1, layout: 'S-2220', pode_deletar: true, modos: { INC: true, ALT: false, EXC: false } });

    // Act
    const enviado = await admin('POST', esocialPath('web', 'esocialLoteEnviar', { id: lote.id, modo: 'INC' }));
    const processado = await waitFor(async () => {
      const { json } = await admin('GET', esocialPath('web', 'esocialLoteProcessos', { id: lote.id }));
      const data = json.data as { processos: Row[]; modos: Row };
      return data.processos[0]?.status === 201 ? data : undefined;
    }, { what: 'the processed lote', timeoutMs: 30_000 });

    // Assess
    expect(enviado.status, JSON.stringify(enviado.json)).toBe(200);
    expect(processado.processos[0]).toMatchObject({ modo: 'INC', status: 201, processado: true, protocolo: expect.stringMatching(/^1\.2\./) });
    expect(processado.modos).toEqual({ INC: false, ALT: true, EXC: true });
    const received = simulator.lotes.find((item) => item.protocoloEnvio === processado.processos[0]?.protocolo);
    expect(received?.ideTransmissor).toEqual({ tpInsc: 1, nrInsc: empresaA.cnpj });
    const [maria] = (await eventos('S-2220', { id_empresa: empresaA.id, id_funcionario: trabalhadores.maria.id })) as Row[];
    expect(maria).toMatchObject({ recibo: expect.stringMatching(/^1\.2\.\d{19}$/), tipo_status: { id: 335, descricao: 'Processado com sucesso' } });
    expect(maria?.acoes).toMatchObject({ atualizar_xml: false, deletar: true, novo_lote: false });
    // A lote with processes cannot be deleted (spec 2 §4).
    const deletar = await admin('POST', esocialPath('web', 'esocialLotesDeletar'), { ids: [lote.id] });
    expect(deletar.status).toBe(400);
    // 'Consultar' on the finished process shows the web service's last answer, kept in S3, without asking it again.
    const processo = processado.processos[0] as Row;
    const consultar = await admin('GET', esocialPath('web', 'esocialLoteConsultarProcesso', { id: lote.id, processo: processo.id }));
    expect(consultar.status, JSON.stringify(consultar.json)).toBe(200);
    const consulta = consultar.json.data as { processo: Row; xml: string | null };
    expect(consulta.xml).toContain('retornoProcessamentoLoteEventos');
    expect(consulta.xml).toContain(String(maria?.recibo));
    expect(consulta.processo).toMatchObject({ id: processo.id, status: 201, consultas: processo.consultas });
  });

  /** Company B's lote, generated once and not sent yet (the rejection test below sends it). */
  let loteDeB: Row | undefined;
  async function loteNuncaEnviadoDeB(): Promise<Row> {
    if (!loteDeB) {
      // B's events go with A's certificate, but the simulator has no S-1000 of B.
      await admin('POST', esocialPath('web', 'esocialGerarXml', { layout: 'S-2220' }), { id_empresa: empresaB.id });
      loteDeB = await loteEnviado(empresaB.id);
    }
    return loteDeB;
  }

  it.each([
    ['INC on a lote already sent', 'A', 'INC'],
    ['ALT on a lote never sent', 'B', 'ALT'],
    ['EXC on a lote never sent', 'B', 'EXC'],
  ] as const)('refuses %s with 400 and sends nothing: the server checks the mode, not only the buttons', async (_, empresa, modo) => {
    // Prepare: A's lote was sent (INC) and processed by the test above; B's was only generated
    const lote = empresa === 'A' ? ((await lotesDe(empresaA.id))[0] as Row) : await loteNuncaEnviadoDeB();
    const processos = async () =>
      ((await admin('GET', esocialPath('web', 'esocialLoteProcessos', { id: lote.id }))).json.data as { processos: Row[] }).processos;
    const antes = await processos();
    const lotesNoSimulador = simulator.lotes.length;
    // Act
    const enviado = await admin('POST', esocialPath('web', 'esocialLoteEnviar', { id: lote.id, modo }));
    // Assess
    expect({ status: enviado.status, msg: enviado.json.msg }).toEqual({ status: 400, msg: esocialMensagens.modoIndisponivel });
    expect(esocialMensagens.modoIndisponivel).toBe('Esse modo de transmissão não está disponível para este lote.');
    expect(await processos()).toEqual(antes);
    expect(simulator.lotes.length).toBe(lotesNoSimulador);
  });

  it('shows the occurrences of an event the web service rejects', async () => {
    // Prepare
    const lote = await loteNuncaEnviadoDeB();

    // Act
    await admin('POST', esocialPath('web', 'esocialLoteEnviar', { id: lote.id, modo: 'INC' }));
    const [ana] = await waitFor(async () => {
      const rows = await eventos('S-2220', { id_empresa: empresaB.id });
      return rows[0]?.tipo_status && (rows[0].tipo_status as { id: number }).id === 336 ? rows : undefined;
    }, { what: 'the rejected event', timeoutMs: 30_000 });

    // Assess
    expect(ana).toMatchObject({ recibo: null, conflitos: { cor: 'vermelho' }, acoes: { atualizar_xml: true, deletar: false } });
    expect(ana?.log_erro).toEqual([
      expect.objectContaining({ codigo: '154', grupo: 'esocial', localizacao: 'ideEmpregador/nrInsc', descricao: expect.stringContaining('não possui cadastro') }),
    ]);
    const { json } = await admin('GET', esocialPath('web', 'esocialLoteProcessos', { id: lote.id }));
    const processo = (json.data as { processos: Row[] }).processos[0] as Row;
    expect(processo.log_retorno).toEqual([
      expect.objectContaining({ cdResposta: 401, funcionario: trabalhadores.ana.nome, ocorrencias: [expect.objectContaining({ codigo: 154 })] }),
    ]);
  });

  it('excludes an accepted event with an S-3000 only with permission 586, and never deletes the S-3000', async () => {
    // Prepare
    const [maria] = (await eventos('S-2220', { id_empresa: empresaA.id, id_funcionario: trabalhadores.maria.id })) as Row[];

    // Act
    const semPermissao = await operador('POST', esocialPath('web', 'esocialEventosDeletar', { layout: 'S-2220' }), { ids: [maria?.id] });
    const excluir = await admin('POST', esocialPath('web', 'esocialEventosDeletar', { layout: 'S-2220' }), { ids: [maria?.id] });
    const excluido = await waitFor(async () => {
      const [row] = await eventos('S-2220', { id_empresa: empresaA.id, id_funcionario: trabalhadores.maria.id });
      return row && (row.tipo_status as { id: number }).id === 380 ? row : undefined;
    }, { what: 'the excluded event', timeoutMs: 30_000 });

    // Assess
    expect(semPermissao).toMatchObject({ status: 403, json: { msg: 'Você não possui permissão para deletar esse registro' } });
    expect(excluir.json.msg).toBe(esocialMensagens.exclusaoEnviada);
    expect(excluido).toMatchObject({ recibo: maria?.recibo, lote_exclusao: expect.any(String), acoes: { atualizar_xml: false, deletar: false } });
    const [s3000] = await eventos('S-3000', { id_empresa: empresaA.id });
    expect(s3000).toMatchObject({ parent: maria?.id, tipo_status: { id: 335 }, acoes: { deletar: false } });
    const deletarS3000 = await admin('POST', esocialPath('web', 'esocialEventosDeletar', { layout: 'S-3000' }), { ids: [s3000?.id] });
    expect(deletarS3000).toMatchObject({ status: 400, json: { msg: esocialMensagens.s3000NaoExclui } });
  });

  it("mails a lote's file link through the mail queue, which the public download page opens, marking the recipient's download", async () => {
    // Prepare
    const [lote] = await lotesDe(empresaA.id);
    const loteId = lote?.id as string;
    type Stored = { destination: { to: string[] }; subject: string; body?: { text?: string } };
    const store = async () => ((await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: Stored[] }).emails;
    const mailTo = (address: string) =>
      waitFor(async () => (await store()).find((email) => email.destination.to.includes(address) && email.subject.includes(`lote ${String(lote?.lote)}`)), {
        what: `lote e-mail to ${address}`,
      });

    // Act
    const enviado = await admin('POST', esocialPath('web', 'esocialLoteEmail', { id: loteId }), { destinatario: 'sesmt@alfa.com.br; rh@alfa.com.br' });
    // The mail-send worker takes each message from the queue and sends it to the SES emulator.
    const [sesmt, rh] = await Promise.all([mailTo('sesmt@alfa.com.br'), mailTo('rh@alfa.com.br')]);
    const log = await waitFor(
      async () => {
        const answer = await admin('GET', buildPath(apiRoute('emailLogPonto'), { pointType: 'esocial-lote', pointId: loteId }));
        const rows = (answer.json.data as { data: Row[] } | undefined)?.data ?? [];
        return rows.length === 2 && rows.every((row) => row.situacao === 'enviado') ? rows : undefined;
      },
      { what: "the lote's e-mail log" },
    );
    const mensagem = JSON.stringify(sesmt);
    const link = /util\/esocial\/arquivo\/([^?"\\]+)\?email=([^"\\\s]+)/.exec(mensagem);
    const publico = await fetch(`${cloud.url}/sst/api/util/esocial/arquivo/${link?.[1]}?email=${link?.[2]}`, {
      headers: { host: `web.localhost:${cloud.port}` },
    });
    const pagina = (await publico.json()) as { msg: string; data: Row };
    const destinatarios = await admin('GET', esocialPath('web', 'esocialLoteDestinatarios', { id: loteId }));
    const invalido = await fetch(`${cloud.url}/sst/api/util/esocial/arquivo/esoc.invalido`, { headers: { host: `web.localhost:${cloud.port}` } });
    const arquivo = await empresa('GET', esocialPath('empresa', 'esocialLoteArquivo', { id: loteId }));

    // Assess
    expect(enviado.json).toMatchObject({
      msg: 'Email enviado com sucesso',
      data: [
        { destinatario: 'sesmt@alfa.com.br', enviado: true },
        { destinatario: 'rh@alfa.com.br', enviado: true },
      ],
    });
    expect(link?.[2]).toBe(encodeURIComponent('sesmt@alfa.com.br'));
    expect(JSON.stringify(rh)).toContain(`email=${encodeURIComponent('rh@alfa.com.br')}`);
    expect(log.map((row) => [row.destinatario, row.point, row.point_id]).sort()).toEqual([
      ['rh@alfa.com.br', 'esocial-lote', loteId],
      ['sesmt@alfa.com.br', 'esocial-lote', loteId],
    ]);
    expect(pagina.msg).toBe(esocialMensagens.arquivoCarregado);
    expect(pagina.data).toMatchObject({ lote: lote?.lote, layout: lote?.layout, empresa: { cnpj: empresaA.cnpj }, contentType: 'application/xml' });
    expect(Buffer.from(String(pagina.data.contents), 'base64').toString('utf8')).toContain('<envioLoteEventos grupo="2">');
    expect((destinatarios.json.data as Row[]).map((row) => [row.destinatario, (row.tipo_status as Row).id]).sort()).toEqual([
      ['rh@alfa.com.br', 'enviado'],
      ['sesmt@alfa.com.br', 'baixado'],
    ]);
    expect(invalido.status).toBe(404);
    expect(((await invalido.json()) as { msg: string }).msg).toBe(esocialMensagens.linkInvalido);
    expect(arquivo.json.data).toMatchObject({ filename: `lote-${String(lote?.lote)}-${String(lote?.layout)}.xml` });
  });

  it("answers the web service's XML to the package-30 queries, and a company user sees only its own lotes", async () => {
    // Prepare
    const [lote] = await lotesDe(empresaA.id);
    const mes = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', month: '2-digit', year: 'numeric' }).format(new Date());
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

    // Act
    const protocolo = await empresa('POST', esocialPath('empresa', 'esocialConsultaProtocolo', { empresa: empresaA.id }), { protocolo: lote?.protocolo });
    const empregador = await empresa('POST', esocialPath('empresa', 'esocialConsultaEventosEmpresa', { empresa: empresaA.id }), { layout: 'S-2220', periodo: mes });
    const trabalhador = await admin(
      'POST',
      esocialPath('web', 'esocialConsultaEventosFuncionario', { empresa: empresaA.id, funcionario: trabalhadores.maria.id }),
      { data_inicio: hoje, data_fim: hoje },
    );
    const recibo = await admin('POST', esocialPath('web', 'esocialConsultaRecibo', { empresa: empresaA.id }), {
      recibo: (trabalhador.json.data as { identificadores: { nrRec: string }[] }).identificadores[0]?.nrRec,
    });
    const semProtocolo = await admin('POST', esocialPath('web', 'esocialConsultaProtocolo', { empresa: empresaA.id }), {});
    const outraEmpresa = await empresa('GET', esocialPath('empresa', 'esocialLotes', {}, toQueryString({ filter: { id_empresa: empresaB.id } })));

    // Assess
    expect(protocolo.json.data).toMatchObject({ cdResposta: 201, xml: expect.stringContaining('retornoProcessamentoLoteEventos') });
    expect(empregador.json.data).toMatchObject({ cdResposta: 201, qtdeTotEvtsConsulta: 1, xml: expect.stringContaining('retornoConsultaIdentificadoresEvts') });
    expect((trabalhador.json.data as { identificadores: unknown[] }).identificadores).toHaveLength(2);
    expect(recibo.json.data).toMatchObject({ cdResposta: 201, arquivos: [expect.objectContaining({ cdResposta: 201 })] });
    expect(semProtocolo).toMatchObject({ status: 400, json: { data: { fields: { protocolo: [esocialMensagens.informeProtocolo] } } } });
    expect(outraEmpresa.status, JSON.stringify(outraEmpresa.json)).toBe(200);
    expect((outraEmpresa.json.data as { data: Row[] }).data.every((row) => (row.empresa as Row).id === empresaA.id)).toBe(true);
  });

  it("sends a lote's e-mail through the eSocial sector's account, and a recipient its server refuses for good shows 'falha' with the reason", async () => {
    // Prepare: an SMTP account of the eSocial sector (198) whose server refuses one address permanently
    const sink = await startSmtpSink();
    try {
      sink.accept.set('esocial-smtp', 'segredo-smtp');
      sink.refuse.set('inexistente@alfa.com.br', { code: 550, times: Number.POSITIVE_INFINITY });
      const conta = await admin('POST', buildPath(apiRoute('contaEmailSalvar')), {
        nome: 'Conta eSocial',
        email: 'esocial@provedor.com.br',
        usuario: 'esocial-smtp',
        tipo_auth: 'senha',
        servidor_smtp: '127.0.0.1',
        porta: sink.port,
        conexao_seg: 'nenhuma',
        senha: 'segredo-smtp',
        tipo: [mailServiceTypes.esocial],
      });
      expect(conta.status, JSON.stringify(conta.json)).toBe(200);
      const [lote] = await lotesDe(empresaA.id);
      const loteId = lote?.id as string;

      // Act
      const enviado = await admin('POST', esocialPath('web', 'esocialLoteEmail', { id: loteId }), { destinatario: 'inexistente@alfa.com.br; medico@alfa.com.br' });
      const recebido = await waitFor(async () => sink.messages.find((message) => message.to.includes('medico@alfa.com.br')), { what: 'the lote e-mail at the sink' });
      const destinatarios = await waitFor(
        async () => {
          const rows = ((await admin('GET', esocialPath('web', 'esocialLoteDestinatarios', { id: loteId }))).json.data as Row[]).filter((row) =>
            ['inexistente@alfa.com.br', 'medico@alfa.com.br'].includes(String(row.destinatario)),
          );
          return rows.some((row) => (row.tipo_status as Row).id === 'falha') ? rows : undefined;
        },
        { what: "the refused recipient's failure" },
      );

      // Assess
      expect(enviado.json.data).toEqual([
        { destinatario: 'inexistente@alfa.com.br', enviado: true },
        { destinatario: 'medico@alfa.com.br', enviado: true },
      ]);
      expect(recebido.from).toBe('esocial@provedor.com.br');
      expect(recebido.raw).toContain('/util/esocial/arquivo/');
      const porEndereco = Object.fromEntries(destinatarios.map((row) => [row.destinatario, row]));
      expect(porEndereco['medico@alfa.com.br']).toMatchObject({ tipo_status: { id: 'enviado', descricao: 'Enviado' }, erro: null });
      expect(porEndereco['inexistente@alfa.com.br']).toMatchObject({ tipo_status: { id: 'falha', descricao: 'Falha no envio' }, erro: expect.stringMatching(/550/) });
    } finally {
      await sink.stop();
    }
  });
});
