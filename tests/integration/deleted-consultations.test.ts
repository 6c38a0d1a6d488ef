import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatCpf,
  mailMessages,
  onlyDigits,
  todayInSaoPaulo,
  type AsoConsultaRow,
  type AsoUploadPaginas,
} from '@ocupacional/shared';
import { consultas, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { empresas } from '../../functions/src/data/entities/empresa';
import { pcmsoRevisoes } from '../../functions/src/data/entities/pcmso-revisao';
import { formatConsultationCode } from '../../functions/src/pdf/consultation-code';
import { makeForeignAso, mergePdfs } from '../../functions/src/pdf/fixtures';
import { notFoundMessage } from '../../functions/src/platform/messages';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { asoOf, settledUpload, startAsoCloud, uploadThroughBrowser } from '../support/aso-fixtures';
import type { CompanyCloud } from '../support/company-fixtures';

/*
 * A deleted (soft-deleted) definitive consultation is gone for the ASO documents, on the local cloud with the real
 * split and identify workers (data/aso-consultas.ts filters deletedAt): a page carrying its code, or its employee's
 * CPF, is not linked to it but waits for a manual link; its ASO is neither printed nor e-mailed (404). Each is
 * first shown working while the consultation is live, so the refusal is the deletion's doing.
 */

const demoUsers = loadDemoUsers();
const admin = demoUsers[0] as DemoUser;
const operador = demoUsers[1] as DemoUser;
const metalvale = demoUsers[2] as DemoUser;

type Page<T> = { data: T[] };

describe('a deleted consultation is never identified, printed or e-mailed', () => {
  let portal: CompanyCloud;
  /** Identified by its code, printed and e-mailed. */
  let byCode: ConsultaItem;
  /** Its employee has no other consultation: a page with the CPF alone names it. */
  let byCpf: ConsultaItem;
  let file: Uint8Array;
  let printUrl: string;

  beforeAll(async () => {
    portal = await startAsoCloud({ visibilityTimeoutSeconds: 5, pollIdleMs: 50 });
    const { data: companies } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const metalvaleId = companies.find((empresa) => empresa.cnpj === onlyDigits(metalvale.cnpj))!.id;
    const { data: every } = await consultas().query.byIdCon({ tenant: 'demo' }).go({ pages: 'all' });
    const released = every.filter((consulta) => consulta.tipoStatus === 66 && !consulta.deletedAt);
    // The company's release list hands out the print link (and records it) for the consultations of its window.
    const listed = ((await portal.api(metalvale, 'asoLiberacoes', { query: { pagination: 100 } })).json.data as Page<AsoConsultaRow>).data;
    byCode = released.find((consulta) => consulta.empresaId === metalvaleId && listed.some((row) => row.id_con === consulta.idCon))!;
    printUrl = listed.find((row) => row.id_con === byCode.idCon)!.aso!.url;
    const recent = addDays(todayInSaoPaulo(), -700);
    const perCpf = (cpf: string) => every.filter((consulta) => consulta.funcionarioCpf === cpf).length;
    byCpf = released.find(
      (consulta) => consulta.idCon !== byCode.idCon && consulta.dtCad.slice(0, 10) >= recent && perCpf(consulta.funcionarioCpf) === 1,
    )!;
    expect(byCode).toBeDefined();
    expect(byCpf).toBeDefined();
    // The print needs the examining doctor and the PCMSO coordinator (aso-printing.test.ts).
    await consultas()
      .patch({ tenant: 'demo', idCon: byCode.idCon })
      .set({ medicoNome: 'Dra. Helena Prado', medicoCrm: '123456', medicoCrmUf: 'SP' })
      .go();
    if (byCode.pcmsoRevisaoId) {
      await pcmsoRevisoes()
        .patch({ tenant: 'demo', id: byCode.pcmsoRevisaoId })
        .set({ responsavelNome: 'Dr. Otávio Mendes', responsavelCrm: '654321', responsavelCrmUf: 'SP' })
        .go();
    }
    // Page 1: our ASO of byCode (its code); page 2: another clinic's ASO with byCpf's employee's CPF only.
    file = await mergePdfs([
      await asoOf('demo', byCode),
      await makeForeignAso({ cpf: byCpf.funcionarioCpf, nome: byCpf.funcionarioNome }),
    ]);
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const pagesOf = async (name: string) => {
    const id = await uploadThroughBrowser(portal, operador, { tipo: 86 }, file, name);
    await settledUpload(portal, operador, id);
    return ((await portal.api(operador, 'asoUploadPaginas', { params: { id } })).json.data as AsoUploadPaginas).paginas;
  };
  const printAsCompany = async () => {
    const cookie = await portal.login(metalvale);
    const response = await fetch(`${portal.cloud.url}${printUrl}`, {
      headers: { host: `empresa.localhost:${portal.cloud.port}`, cookie },
    });
    return { status: response.status, type: response.headers.get('content-type') };
  };
  const mail = () =>
    portal.api(admin, 'asoConsultaEmailCadastrar', {
      params: { idcon: byCode.idCon },
      body: { destinatario: 'rh@metalvale.com.br', obs: 'ASO' },
    });

  it('links, prints and e-mails while the consultations are live (the control)', async () => {
    // Act
    const paginas = await pagesOf('antes-da-exclusao.pdf');
    const printed = await printAsCompany();
    const mailed = await mail();
    // Assess
    expect(paginas.map((page) => [page.id_con, page.tipo_status?.id, page.identificacao])).toEqual([
      [byCode.idCon, 79, 'texto'],
      [byCpf.idCon, 79, 'cpf'],
    ]);
    expect(printed).toEqual({ status: 200, type: 'application/pdf' });
    expect({ status: mailed.status, msg: mailed.json.msg }).toEqual({ status: 200, msg: mailMessages.emailCadastrado });
  });

  describe('once deleted', () => {
    beforeAll(async () => {
      // Soft delete, as the product deletes: the record stays with deletedAt.
      const deletedAt = new Date().toISOString();
      for (const consulta of [byCode, byCpf]) {
        await consultas().patch({ tenant: 'demo', idCon: consulta.idCon }).set({ deletedAt }).go();
      }
    });

    it('leaves a page carrying a deleted consultation’s code, or its employee’s CPF, waiting for a manual link', async () => {
      // Act
      const paginas = await pagesOf('depois-da-exclusao.pdf');
      // Assess
      const code = formatConsultationCode({ kind: 'consulta', tenant: 'demo', idCon: byCode.idCon });
      expect(paginas.map((page) => [page.id_con, page.tipo_status?.id, page.identificacao])).toEqual([
        [null, 80, 'pendente'],
        [null, 80, 'pendente'],
      ]);
      expect(paginas[0]?.motivo).toBe(`A consulta do código ${code} não foi encontrada.`);
      expect(paginas[1]?.motivo).toMatch(new RegExp(`^Nenhuma consulta nos últimos \\d+ dias para o CPF ${formatCpf(byCpf.funcionarioCpf).replace(/\./g, '\\.')}\\.$`));
    });

    it('refuses to print a deleted consultation’s ASO: 404 to the company and to the back office', async () => {
      // Act
      const company = await printAsCompany();
      const hash = printUrl.split('/').at(-1)!;
      const backOffice = await portal.api(admin, 'web.asoPdf', { params: { hash } });
      // Assess
      expect(company.status).toBe(404);
      expect({ status: backOffice.status, msg: backOffice.json.msg }).toEqual({ status: 404, msg: notFoundMessage });
      const list = ((await portal.api(metalvale, 'asoLiberacoes', { query: { pagination: 100 } })).json.data as Page<AsoConsultaRow>).data;
      expect(list.map((candidate) => candidate.id_con)).not.toContain(byCode.idCon);
    });

    it('refuses to e-mail a deleted consultation’s ASO: 404', async () => {
      // Act
      const mailed = await mail();
      // Assess
      expect({ status: mailed.status, msg: mailed.json.msg }).toEqual({ status: 404, msg: notFoundMessage });
    });
  });
});
