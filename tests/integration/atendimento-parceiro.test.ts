import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  anexoNotUploadedMessage,
  anexoTooLargeMessage,
  anexoWrongTypeMessage,
  dataUpdatedSuccessMessage,
  exameConsultaCanceladaMessage,
  exameDataAnteriorMessage,
  exameDataFuturaMessage,
  exameJaRealizadoMessage,
  exameRealizadoMessage,
  fileLimits,
  formatBrDate,
  onlyDigits,
  todayInSaoPaulo,
  type ApiRouteId,
  type MenuItem,
  type ParceiroArquivoSlot,
  type ParceiroExame,
  type ParceiroExamePage,
} from '@ocupacional/shared';
import { recountConsultaCounters } from '../../functions/src/data/consulta-counters';
import { consultaExames, type ConsultaExameItem } from '../../functions/src/data/entities/consulta-exame';
import { consultas, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { credenciadas } from '../../functions/src/data/entities/credenciada';
import { parceiros, type ParceiroItem } from '../../functions/src/data/entities/parceiro';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { hashPassword } from '../../functions/src/platform/passwords';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { demoConsultations, postToS3, startAsoCloud } from '../support/aso-fixtures';
import type { CompanyCloud } from '../support/company-fixtures';

/*
 * The partner area on the local cloud with the demo data (issue 11; docs/api/atendimento-parceiro.md): the partner
 * lists the exams assigned to it, opens one, sends the result file straight to S3 with the presigned POST and marks
 * the exam done; the clinic's consultation then carries it. Another partner and another tenant see none of it.
 */

const demoUsers = loadDemoUsers();
const laboratorio = demoUsers.find((user) => user.area === 'parceiro' && user.tenant === 'demo') as DemoUser;
const clinica = demoUsers.find((user) => user.area === 'credenciada') as DemoUser;
/** A user of the demo's second partner (the imaging one; its CNPJ is filled in once read), written by the test. */
const imagem: DemoUser = { area: 'parceiro', tenant: 'demo', cpf: '529.982.247-25', cnpj: '', senha: 'senha-forte-1', role: 'usuario' };
/** A partner user of tenant `outra` (its catalogue has no partner: the test writes one). */
const outraParceiro: DemoUser = { area: 'parceiro', tenant: 'outra', cpf: '111.444.777-35', cnpj: '11.222.333/0001-81', senha: 'senha-forte-1', role: 'usuario' };

type Fields = { fields: Record<string, string[]> };
const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% resultado do exame\n%%EOF\n');

describe('the partner area: its exams, the result file and marking done', () => {
  let portal: CompanyCloud;
  let lab: ParceiroItem;
  let outroParceiro: ParceiroItem;
  let modelo: ConsultaItem;
  const today = todayInSaoPaulo();
  let nextIdCon = 990_001;

  /** A consultation in `status` scheduled `daysAgo` days ago with one exam for each of `partners`. */
  async function consultaComExames(
    status: number,
    partners: readonly ParceiroItem[],
    daysAgo = 3,
  ): Promise<{ consulta: ConsultaItem; exames: ConsultaExameItem[] }> {
    const idCon = nextIdCon++;
    const day = addDays(today, -daysAgo);
    const { data: consulta } = await consultas()
      .create({
        ...modelo,
        idCon,
        tipoStatus: status,
        dataAge: `${day}T08:00`,
        dtCad: new Date(`${day}T11:00:00Z`).toISOString(),
        liberadaEm: undefined,
        canceladaEm: undefined,
        deletedAt: undefined,
      })
      .go();
    const exames: ConsultaExameItem[] = [];
    for (const [index, parceiro] of partners.entries()) {
      const { data } = await consultaExames()
        .create({
          tenant: 'demo',
          idCon,
          id: `01J0000000000000000000000${index}`,
          funcionarioId: modelo.funcionarioId,
          funcionarioNome: modelo.funcionarioNome,
          funcionarioCpf: modelo.funcionarioCpf,
          empresaId: modelo.empresaId,
          empresaNome: modelo.empresaNome,
          credenciadaNome: modelo.credenciadaNome,
          exameId: `exame-${index}`,
          exameNome: index === 0 ? 'Hemograma completo' : 'Raio-X de tórax',
          parceiroId: parceiro.id,
          data: day,
        })
        .go();
      exames.push(data as ConsultaExameItem);
    }
    return { consulta: consulta as ConsultaItem, exames };
  }

  const refOf = (exame: Pick<ConsultaExameItem, 'idCon' | 'id'>) => `${exame.idCon}-${exame.id}`;
  const stored = async (exame: ConsultaExameItem) =>
    (await consultaExames().get({ tenant: exame.tenant, idCon: exame.idCon, id: exame.id }).go()).data;

  async function list(user: DemoUser, query: Record<string, unknown> = {}) {
    const { status, json } = await portal.api(user, 'parceiroExames', { query: { pagination: 1000, ...query } });
    expect(status).toBe(200);
    return json.data as ParceiroExamePage;
  }

  /** Asks for a slot and posts the file to S3 as the browser does; answers the slot. */
  async function uploadResult(user: DemoUser, exame: ConsultaExameItem, bytes: Uint8Array, nome = 'resultado.pdf', type = 'application/pdf') {
    const answer = await portal.api(user, 'parceiroArquivoUpload', {
      params: { id: refOf(exame) },
      body: { nome, tamanho: bytes.length, tipo: type },
    });
    expect(answer.status).toBe(200);
    const slot = answer.json.data as ParceiroArquivoSlot;
    const posted = await postToS3(slot, bytes, nome, slot.content_type);
    expect(posted.status).toBeLessThan(300);
    return slot;
  }

  beforeAll(async () => {
    portal = await startAsoCloud();
    const { data: demoPartners } = await parceiros().query.byId({ tenant: 'demo' }).go();
    lab = demoPartners.find((partner) => partner.cnpj === onlyDigits(laboratorio.cnpj)) as ParceiroItem;
    outroParceiro = demoPartners.find((partner) => partner.id !== lab.id) as ParceiroItem;
    const { data: clinicas } = await credenciadas().query.byCnpj({ tenant: 'demo', cnpj: onlyDigits(clinica.cnpj) }).go();
    const doDemo = await demoConsultations();
    // A consultation of the demo clinic's, so its exams can be read as the clinic reads them.
    modelo = doDemo.find((consulta) => consulta.credenciadaId === clinicas[0]?.id) ?? doDemo[0]!;
    const senhaHash = await hashPassword('senha-forte-1');
    const { data: template } = await usuarios().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const parceiroUser = template.find((user) => user.pointType === 'parceiro')!;
    imagem.cnpj = outroParceiro.cnpj;
    await usuarios()
      .put({ ...parceiroUser, id: 'parceiro-imagem', cpf: onlyDigits(imagem.cpf), pointId: outroParceiro.id, pointCnpj: onlyDigits(imagem.cnpj), usuario: 'imagem', senhaHash })
      .go();
    await parceiros().put({ tenant: 'outra', id: 'parceiro-outra', nome: 'Laboratório Outra', cnpj: onlyDigits(outraParceiro.cnpj), uf: 'PE', cidade: 'Recife' }).go();
    await usuarios()
      .put({
        ...parceiroUser,
        tenant: 'outra',
        id: 'parceiro-outra-1',
        cpf: onlyDigits(outraParceiro.cpf),
        pointId: 'parceiro-outra',
        pointCnpj: onlyDigits(outraParceiro.cnpj),
        usuario: 'outra.parceiro',
        senhaHash,
      })
      .go();
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
  });

  it('shows the demo partner the seeded exams assigned to it, with the names copied in', async () => {
    const page = await list(laboratorio);
    expect(page.data.length).toBeGreaterThan(0);
    const { data: own } = await consultaExames().query.byParceiro({ tenant: 'demo', parceiroId: lab.id }).go({ pages: 'all' });
    const ownRefs = new Set(own.map(refOf));
    for (const row of page.data) {
      expect(ownRefs.has(row.id)).toBe(true);
      expect(row.data >= addDays(today, -30) && row.data <= addDays(today, 30)).toBe(true);
      expect(row.funcionario.nome).not.toBe('');
      expect(row.empresa.nome).not.toBe('');
    }
    // The demo seed writes around the product's write paths: its exams are counted once, as the migration does.
    await recountConsultaCounters();
    expect((await list(laboratorio)).pagination).toMatchObject({ page: 1, total: page.data.length, next: null });
  });

  it('lists only the logged partner’s exams: another partner and another tenant never see them', async () => {
    const { exames } = await consultaComExames(55, [lab, outroParceiro]);
    const [doLab, daImagem] = exames as [ConsultaExameItem, ConsultaExameItem];
    const labRows = (await list(laboratorio)).data.map((row) => row.id);
    const imagemRows = (await list(imagem)).data.map((row) => row.id);
    expect(labRows).toContain(refOf(doLab));
    expect(labRows).not.toContain(refOf(daImagem));
    expect(imagemRows).toContain(refOf(daImagem));
    expect(imagemRows).not.toContain(refOf(doLab));
    expect((await list(outraParceiro)).data).toEqual([]);
  });

  it('answers 404 on every partner route for another partner’s exam and for another tenant', async () => {
    const { exames } = await consultaComExames(55, [lab]);
    const exame = exames[0]!;
    const slot = await uploadResult(laboratorio, exame, pdfBytes);
    const calls: [ApiRouteId, unknown][] = [
      ['parceiroExame', undefined],
      ['parceiroArquivoUpload', { nome: 'r.pdf', tamanho: 10 }],
      ['parceiroExameRealizar', { data: today, arquivo: slot.id }],
      ['parceiroArquivo', undefined],
    ];
    for (const user of [imagem, outraParceiro]) {
      for (const [id, body] of calls) {
        const { status } = await portal.api(user, id, { params: { id: refOf(exame) }, ...(body ? { body } : {}) });
        expect({ user: user.cnpj, id, status }).toEqual({ user: user.cnpj, id, status: 404 });
      }
    }
    // A clinic session is not the partner area's.
    expect((await portal.api(clinica, 'parceiroExame', { params: { id: refOf(exame) } })).status).toBe(404);
    expect(await stored(exame)).not.toHaveProperty('realizadoEm');
  });

  it('filters by situation, exam days and the search (name, CPF digits, consultation number)', async () => {
    const { consulta, exames } = await consultaComExames(55, [lab], 20);
    const ref = refOf(exames[0]!);
    const ids = async (query: Record<string, unknown>) => (await list(laboratorio, query)).data.map((row) => row.id);
    expect(await ids({ filter: { situacao: 'pendente' } })).toContain(ref);
    expect(await ids({ filter: { situacao: 'realizado' } })).not.toContain(ref);
    const day = addDays(today, -20);
    expect(await ids({ filter: { data: [day, day] } })).toContain(ref);
    expect(await ids({ filter: { data: [addDays(day, 1), null] } })).not.toContain(ref);
    expect(await ids({ search: String(consulta.idCon) })).toEqual([ref]);
    expect(await ids({ search: consulta.funcionarioCpf.slice(0, 6) })).toContain(ref);
    expect(await ids({ search: consulta.funcionarioNome.split(' ')[0]!.toUpperCase() })).toContain(ref);
    expect(await ids({ search: 'ninguém-com-esse-nome' })).toEqual([]);
    const bad = await portal.api(laboratorio, 'parceiroExames', { query: { filter: { situacao: 'talvez' } } });
    expect(bad.status).toBe(400);
    expect((bad.json.data as Fields).fields).toHaveProperty(['filter.situacao']);
  });

  it('pages the list on the server with a cursor and the shared pagination block', async () => {
    await consultaComExames(55, [lab]);
    await consultaComExames(55, [lab]);
    await recountConsultaCounters();
    const all = await list(laboratorio);
    const first = await list(laboratorio, { pagination: 2 });
    const { data, pagination } = await list(laboratorio, { pagination: 2, page: 2, cursor: first.pagination.next });
    expect(all.pagination.total).toBe(all.data.length);
    expect(pagination).toEqual({
      page: 2,
      pagination: 2,
      total: all.data.length,
      last_page: Math.ceil(all.data.length / 2),
      next: all.data.length > 4 ? expect.any(String) : null,
    });
    expect(data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
  });

  it('refuses an upload slot for a file of another type or over 50 MB, with the messages', async () => {
    const { exames } = await consultaComExames(55, [lab]);
    const params = { id: refOf(exames[0]!) };
    const gif = await portal.api(laboratorio, 'parceiroArquivoUpload', { params, body: { nome: 'foto.gif', tamanho: 100 } });
    expect(gif.status).toBe(400);
    expect((gif.json.data as Fields).fields).toEqual({ nome: [anexoWrongTypeMessage] });
    const big = await portal.api(laboratorio, 'parceiroArquivoUpload', { params, body: { nome: 'exame.zip', tamanho: fileLimits.anexoBytes + 1 } });
    expect(big.status).toBe(400);
    expect((big.json.data as Fields).fields).toEqual({ tamanho: [anexoTooLargeMessage] });
    const ok = await portal.api(laboratorio, 'parceiroArquivoUpload', { params, body: { nome: 'Exame Final.JPG', tamanho: 2048 } });
    expect(ok.status).toBe(200);
    const slot = ok.json.data as ParceiroArquivoSlot;
    expect(slot).toMatchObject({ content_type: 'image/jpeg', tamanho_maximo: fileLimits.anexoBytes, nome: 'Exame Final.JPG' });
    expect(slot.fields).toMatchObject({ key: slot.chave, 'Content-Type': 'image/jpeg' });
    expect(slot.chave).toBe(`parceiro/demo/${lab.id}/${params.id}/${slot.id}`);
  });

  it('marks the exam done with the file really in S3: the exam shows done, the clinic sees it and the file opens', async () => {
    const { consulta, exames } = await consultaComExames(55, [lab], 5);
    const exame = exames[0]!;
    const slot = await uploadResult(laboratorio, exame, pdfBytes, 'Resultado Hemograma.pdf');
    const done = addDays(today, -1);
    const { status, json } = await portal.api(laboratorio, 'parceiroExameRealizar', {
      params: { id: refOf(exame) },
      body: { data: formatBrDate(done), arquivo: slot.id, obs: 'Sem intercorrências.' },
    });
    expect({ status, msg: json.msg }).toEqual({ status: 200, msg: exameRealizadoMessage });
    const view = json.data as ParceiroExame;
    expect(view).toMatchObject({ situacao: 'realizado', data: done, obs: 'Sem intercorrências.', pode_realizar: true });
    expect(view.realizado_em).not.toBeNull();
    expect(view.arquivo?.nome).toBe('Resultado-Hemograma.pdf');

    const row = (await list(laboratorio, { search: String(consulta.idCon) })).data[0]!;
    expect(row).toMatchObject({ situacao: 'realizado', data: done });
    expect((await stored(exame))?.realizadoEm).toBe(view.realizado_em);
    // The exam day is in the index keys: the partner's day filter and the employee's exam history both find the new day.
    expect((await list(laboratorio, { filter: { data: [done, done] } })).data.map((item) => item.id)).toContain(refOf(exame));
    const { data: historico } = await consultaExames()
      .query.byFuncionario({ tenant: 'demo', funcionarioId: exame.funcionarioId, exameId: exame.exameId, data: done })
      .go();
    expect(historico.map((item) => item.id)).toContain(exame.id);

    const file = await portal.call('GET', view.arquivo!.url, { area: 'parceiro', cookie: await portal.login(laboratorio) });
    expect(file.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe('application/pdf');
    expect(file.response.headers.get('content-disposition')).toContain('Resultado-Hemograma.pdf');

    // The clinic's exams of the consultation show the partner's marking.
    const clinicExams = await portal.api(clinica, 'credenciadaExames', { params: { id_con: consulta.idCon } });
    expect(clinicExams.status).toBe(200);
    expect((clinicExams.json.data as { id: string; realizado_em: string | null; data: string }[]).find((row) => row.id === exame.id)).toMatchObject({
      realizado_em: view.realizado_em,
      data: done,
    });
  });

  it('answers the stored file byte for byte, and redirects to S3 for a file too big for the API', async () => {
    const { exames } = await consultaComExames(55, [lab]);
    const exame = exames[0]!;
    const big = new Uint8Array(5 * 1024 * 1024).map((_, index) => index % 251);
    const slot = await uploadResult(laboratorio, exame, big, 'imagens.zip', 'application/zip');
    const marked = await portal.api(laboratorio, 'parceiroExameRealizar', { params: { id: refOf(exame) }, body: { data: today, arquivo: slot.id } });
    expect(marked.status).toBe(200);
    const url = (marked.json.data as ParceiroExame).arquivo!.url;
    const cookie = await portal.login(laboratorio);
    const response = await fetch(`${portal.cloud.url}${url}`, {
      headers: { host: `parceiro.localhost:${portal.cloud.port}`, cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const fromS3 = await fetch(response.headers.get('location')!);
    expect(fromS3.status).toBe(200);
    expect(Buffer.from(await fromS3.arrayBuffer()).equals(Buffer.from(big))).toBe(true);

    // A small one comes in the answer itself.
    const small = (await consultaComExames(55, [lab])).exames[0]!;
    const smallSlot = await uploadResult(laboratorio, small, pdfBytes);
    const smallMarked = await portal.api(laboratorio, 'parceiroExameRealizar', { params: { id: refOf(small) }, body: { data: today, arquivo: smallSlot.id } });
    const inline = await fetch(`${portal.cloud.url}${(smallMarked.json.data as ParceiroExame).arquivo!.url}`, {
      headers: { host: `parceiro.localhost:${portal.cloud.port}`, cookie },
    });
    expect(inline.status).toBe(200);
    expect(Buffer.from(await inline.arrayBuffer()).equals(Buffer.from(pdfBytes))).toBe(true);
  });

  it('refuses to mark done when the file never reached S3, and changes nothing', async () => {
    const { exames } = await consultaComExames(55, [lab]);
    const exame = exames[0]!;
    const before = await stored(exame);
    const slotOnly = await portal.api(laboratorio, 'parceiroArquivoUpload', {
      params: { id: refOf(exame) },
      body: { nome: 'resultado.pdf', tamanho: 100 },
    });
    for (const arquivo of [(slotOnly.json.data as ParceiroArquivoSlot).id, '../../outro/arquivo.pdf']) {
      const { status, json } = await portal.api(laboratorio, 'parceiroExameRealizar', { params: { id: refOf(exame) }, body: { data: today, arquivo } });
      expect(status).toBe(400);
      expect((json.data as Fields).fields).toEqual({ arquivo: [anexoNotUploadedMessage] });
    }
    expect(await stored(exame)).toEqual(before);
    expect(before).not.toHaveProperty('realizadoEm');
  });

  it('refuses a day in the future or before the schedule, and changes nothing', async () => {
    const { consulta, exames } = await consultaComExames(55, [lab], 4);
    const exame = exames[0]!;
    const slot = await uploadResult(laboratorio, exame, pdfBytes);
    const future = await portal.api(laboratorio, 'parceiroExameRealizar', {
      params: { id: refOf(exame) },
      body: { data: addDays(today, 1), arquivo: slot.id },
    });
    expect(future.status).toBe(400);
    expect((future.json.data as Fields).fields).toEqual({ data: [exameDataFuturaMessage] });
    const early = await portal.api(laboratorio, 'parceiroExameRealizar', {
      params: { id: refOf(exame) },
      body: { data: addDays(today, -5), arquivo: slot.id },
    });
    expect((early.json.data as Fields).fields).toEqual({ data: [exameDataAnteriorMessage(formatBrDate(consulta.dataAge.slice(0, 10)))] });
    const missing = await portal.api(laboratorio, 'parceiroExameRealizar', { params: { id: refOf(exame) }, body: {} });
    expect(Object.keys((missing.json.data as Fields).fields).sort()).toEqual(['arquivo', 'data']);
    expect(await stored(exame)).not.toHaveProperty('realizadoEm');
  });

  it('refuses an exam of a cancelled consultation, slot and marking alike', async () => {
    const { exames } = await consultaComExames(57, [lab]);
    const exame = exames[0]!;
    const view = (await portal.api(laboratorio, 'parceiroExame', { params: { id: refOf(exame) } })).json.data as ParceiroExame;
    expect(view).toMatchObject({ situacao: 'cancelada', pode_realizar: false, motivo: exameConsultaCanceladaMessage });
    const slot = await portal.api(laboratorio, 'parceiroArquivoUpload', { params: { id: refOf(exame) }, body: { nome: 'r.pdf', tamanho: 10 } });
    expect({ status: slot.status, msg: slot.json.msg }).toEqual({ status: 400, msg: exameConsultaCanceladaMessage });
    const marked = await portal.api(laboratorio, 'parceiroExameRealizar', {
      params: { id: refOf(exame) },
      body: { data: today, arquivo: '01J00000000000000000000000/r.pdf' },
    });
    expect({ status: marked.status, msg: marked.json.msg }).toEqual({ status: 400, msg: exameConsultaCanceladaMessage });
    expect(await stored(exame)).not.toHaveProperty('realizadoEm');
  });

  it('lets the partner replace the result until the release, then refuses a second marking', async () => {
    const { consulta, exames } = await consultaComExames(69, [lab]);
    const exame = exames[0]!;
    const first = await uploadResult(laboratorio, exame, pdfBytes, 'primeiro.pdf');
    expect((await portal.api(laboratorio, 'parceiroExameRealizar', { params: { id: refOf(exame) }, body: { data: today, arquivo: first.id } })).status).toBe(200);
    const second = await uploadResult(laboratorio, exame, pdfBytes, 'corrigido.pdf');
    const replaced = await portal.api(laboratorio, 'parceiroExameRealizar', { params: { id: refOf(exame) }, body: { data: today, arquivo: second.id } });
    expect(replaced.status).toBe(200);
    expect((await stored(exame))?.resultadoNome).toBe('corrigido.pdf');

    await consultas().patch({ tenant: 'demo', idCon: consulta.idCon }).set({ tipoStatus: 66 }).go();
    const before = await stored(exame);
    const view = (await portal.api(laboratorio, 'parceiroExame', { params: { id: refOf(exame) } })).json.data as ParceiroExame;
    expect(view).toMatchObject({ pode_realizar: false, motivo: exameJaRealizadoMessage });
    const again = await portal.api(laboratorio, 'parceiroExameRealizar', { params: { id: refOf(exame) }, body: { data: today, arquivo: second.id } });
    expect({ status: again.status, msg: again.json.msg }).toEqual({ status: 400, msg: exameJaRealizadoMessage });
    expect(await stored(exame)).toEqual(before);
  });

  it('gives the partner its Meu Cadastro: the partner record, saved with the same form rules', async () => {
    const menu = await portal.api(laboratorio, 'menu');
    expect((menu.json.data as MenuItem[]).map((item) => item.id)).toEqual(['consultas', 'meu-cadastro']);
    const got = await portal.api(laboratorio, 'meuCadastro');
    expect(got.status).toBe(200);
    expect(got.json.data).toMatchObject({ id: lab.id, nome: lab.nome, cnpj: lab.cnpj, u_cpf: onlyDigits(laboratorio.cpf) });
    const cidades = await portal.api(laboratorio, 'cidades', { params: { id_estado: 35 }, query: { search: 'sao paulo' } });
    const saoPaulo = (cidades.json.data as { id: number; nome: string }[]).find((cidade) => cidade.nome === 'São Paulo')!;
    const form = {
      ...(got.json.data as Record<string, unknown>),
      cnae: '8640-2/02',
      ie: 'isento',
      cep: '01310-100',
      end: 'Avenida Paulista',
      num: '2000',
      bairro: 'Bela Vista',
      id_estado: 35,
      id_cidade: saoPaulo.id,
      tel_com: '(11) 3061-2200',
    };
    const invalid = await portal.api(laboratorio, 'meuCadastroSalvar', { body: { ...form, nome: '', end: '' } });
    expect(invalid.status).toBe(400);
    expect(Object.keys((invalid.json.data as Fields).fields).sort()).toEqual(['end', 'nome']);
    const saved = await portal.api(laboratorio, 'meuCadastroSalvar', { body: form });
    expect({ status: saved.status, msg: saved.json.msg }).toEqual({ status: 200, msg: dataUpdatedSuccessMessage });
    const { data } = await parceiros().get({ tenant: 'demo', id: lab.id }).go();
    expect(data).toMatchObject({ end: 'Avenida Paulista', num: '2000', cep: '01310100', uf: 'SP', cidade: 'São Paulo', ie: 'isento' });
    expect((await portal.api(laboratorio, 'meuCadastro')).json.data).toMatchObject({ end: 'Avenida Paulista', id_cidade: String(saoPaulo.id) });
  });
});
