import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asoNotReleasedMessage,
  consultaStatus,
  onlyDigits,
  sessionCookieName,
  type AsoConsultaRow,
  type AsoUploadPaginas,
} from '@ocupacional/shared';
import { missingDoctorMessage } from '../../functions/src/api/aso/aso-pdf';
import { recordAsoLinks } from '../../functions/src/data/aso-consultas';
import { consultas, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { empresas } from '../../functions/src/data/entities/empresa';
import { pcmsoRevisoes } from '../../functions/src/data/entities/pcmso-revisao';
import { formatConsultationCode, qrPayload } from '../../functions/src/pdf/consultation-code';
import { readPage } from '../../functions/src/pdf/read-page';
import { splitPdf } from '../../functions/src/pdf/split';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { demoConsultations, dropFile, settledUploadNamed, startAsoCloud } from '../support/aso-fixtures';
import type { CompanyCloud } from '../support/company-fixtures';

/*
 * The generated ASO (spec 1 §2 "Guide/ASO modal", spec 2 §2, §7): the company area's release list (status 66 only)
 * and the back office's ASO list (68 and 69 by default, search by consultation code) hand out consulta/aso/{md5}
 * links; the PDF carries the QR code and the printed consultation code on every page, is printable only in 66 and
 * 67, only by the company, clinic or back office of the consultation — and a printed copy comes back through the
 * upload identified.
 */

const demoUsers = loadDemoUsers();
const admin = demoUsers[0] as DemoUser;
const metalvale = demoUsers[2] as DemoUser;
const horizonte = demoUsers[4] as DemoUser;

type Page<T> = { data: T[]; pagination: { total: number } };

describe('generated ASO and the release lists', () => {
  let portal: CompanyCloud;
  let metalvaleId: string;
  let released: ConsultaItem[];

  beforeAll(async () => {
    portal = await startAsoCloud({ visibilityTimeoutSeconds: 5, pollIdleMs: 50 });
    const { data: companies } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = companies.find((empresa) => empresa.cnpj === onlyDigits(metalvale.cnpj))!.id;
    // The release records the examining doctor, the PCMSO revision its coordinator: the first released one has none.
    released = (await demoConsultations()).filter((consulta) => consulta.tipoStatus === 66 || consulta.tipoStatus === 67);
    await consultas().patch({ tenant: 'demo', idCon: released[0]!.idCon }).remove(['medicoNome', 'medicoCrm', 'medicoCrmUf']).go();
    for (const consulta of released.slice(1)) {
      await consultas()
        .patch({ tenant: 'demo', idCon: consulta.idCon })
        .set({ medicoNome: 'Dra. Helena Prado', medicoCrm: '123456', medicoCrmUf: 'SP' })
        .go();
    }
    const revisions = new Set(released.map((consulta) => consulta.pcmsoRevisaoId).filter((id): id is string => Boolean(id)));
    for (const id of revisions) {
      await pcmsoRevisoes()
        .patch({ tenant: 'demo', id })
        .set({ responsavelNome: 'Dr. Otávio Mendes', responsavelCrm: '654321', responsavelCrmUf: 'SP' })
        .go();
    }
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const pdfOf = async (user: DemoUser, url: string, { viaQuery = false } = {}) => {
    const cookie = await portal.login(user);
    const token = cookie.split('; ').find((part) => part.startsWith(`${sessionCookieName}=`))!.split('=')[1];
    const response = await fetch(`${portal.cloud.url}${url}${viaQuery ? `?token=${token}` : ''}`, {
      headers: { host: `${user.area}.localhost:${portal.cloud.port}`, ...(viaQuery ? {} : { cookie }) },
    });
    const body = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), body };
  };

  it("lists the company's released ASOs only (66), newest first, each with its print link", async () => {
    const { status, json } = await portal.api(metalvale, 'asoLiberacoes', { query: { filter: { id_tipo_status: [68] } } });
    expect(status).toBe(200);
    const rows = (json.data as Page<AsoConsultaRow>).data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tipo_status.id).toBe(66);
      expect(row.empresa.id).toBe(metalvaleId);
      expect(row.aso?.url).toBe(`/sst/api/demo/consulta/aso/${row.aso?.hash}`);
      expect(row.arquivo_aso).toBeNull();
    }
    const types = new Set(rows.map((row) => row.tipo_aso.id));
    const [oneType] = [...types];
    const filtered = (await portal.api(metalvale, 'asoLiberacoes', { query: { filter: { id_tipo_aso: [oneType] } } })).json
      .data as Page<AsoConsultaRow>;
    expect(filtered.data.every((row) => row.tipo_aso.id === oneType)).toBe(true);
    const none = (await portal.api(metalvale, 'asoLiberacoes', { query: { filter: { created_at: ['2001-01-01', '2001-01-31'] } } })).json
      .data as Page<AsoConsultaRow>;
    expect(none.data).toEqual([]);
  });

  it('prints the ASO with the QR code and the consultation code on every page, opened with a token query', async () => {
    const rows = ((await portal.api(metalvale, 'asoLiberacoes')).json.data as Page<AsoConsultaRow>).data;
    const row = rows.find((candidate) => released.slice(1).some((consulta) => consulta.idCon === candidate.id_con))!;
    const pdf = await pdfOf(metalvale, row.aso!.url, { viaQuery: true });
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const code = formatConsultationCode({ kind: 'consulta', tenant: 'demo', idCon: row.id_con });
    expect(row.codigo).toBe(code);
    const pages = await splitPdf(pdf.body);
    for (const page of pages) {
      const content = await readPage(page, { qr: 'always' });
      expect(content.text).toContain(`Código da consulta: ${code}`);
      expect(content.qrPayloads).toEqual([qrPayload(code, 'aso')]);
    }
  });

  it("answers 404 for another company's ASO, and for a hash no list handed out", async () => {
    const row = ((await portal.api(metalvale, 'asoLiberacoes')).json.data as Page<AsoConsultaRow>).data[0]!;
    expect((await pdfOf(horizonte, row.aso!.url)).status).toBe(404);
    expect((await pdfOf(metalvale, '/sst/api/demo/consulta/aso/0123456789abcdef0123456789abcdef')).status).toBe(404);
  });

  it('refuses the ASO of a consultation not released (spec 1 §2: only 66 or 67), with the not-released message', async () => {
    const waiting = (await demoConsultations()).find((consulta) => consulta.tipoStatus === consultaStatus.aguardandoLiberacao)!;
    const [hash] = [...(await recordAsoLinks('demo', [waiting.idCon])).values()];
    const { status, json } = await portal.api(admin, 'web.asoPdf', { params: { hash: hash! } });
    expect(status).toBe(400);
    expect(json.msg).toBe(asoNotReleasedMessage);
  });

  it('says which record is missing when the release has no examining doctor', async () => {
    const [hash] = [...(await recordAsoLinks('demo', [released[0]!.idCon])).values()];
    const { status, json } = await portal.api(admin, 'web.asoPdf', { params: { hash: hash! } });
    expect(status).toBe(400);
    expect(json.msg).toBe(missingDoctorMessage);
  });

  it('lists the back office ASO list in 68 and 69 by default, and finds a consultation by its code', async () => {
    const rows = ((await portal.api(admin, 'web.asoLiberacoes')).json.data as Page<AsoConsultaRow>).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.tipo_status.id === 68 || row.tipo_status.id === 69)).toBe(true);
    const target = released[1]!;
    const code = formatConsultationCode({ kind: 'consulta', tenant: 'demo', idCon: target.idCon });
    const byCode = (await portal.api(admin, 'web.asoLiberacoes', { query: { search: code } })).json.data as Page<AsoConsultaRow>;
    expect(byCode.data.map((row) => row.id_con)).toEqual([target.idCon]);
    expect(byCode.data[0]?.aso?.url).toMatch(/^\/sst\/api\/consulta\/aso\/[0-9a-f]{32}$/);
    const pdf = await pdfOf(admin, byCode.data[0]!.aso!.url);
    expect(pdf.status).toBe(200);
    const otherTenant = (await portal.api(admin, 'web.asoLiberacoes', { query: { search: code.replace('demo', 'outra') } })).json
      .data as Page<AsoConsultaRow>;
    expect(otherTenant.data).toEqual([]);
  });

  it('identifies a printed ASO that comes back through the drop folder', async () => {
    const row = ((await portal.api(metalvale, 'asoLiberacoes')).json.data as Page<AsoConsultaRow>).data.find((candidate) =>
      released.slice(1).some((consulta) => consulta.idCon === candidate.id_con),
    )!;
    const pdf = await pdfOf(metalvale, row.aso!.url);
    await dropFile(portal, 'drop/demo/aso-assinado.pdf', pdf.body);
    const upload = await settledUploadNamed(portal, admin, 'aso-assinado.pdf');
    expect(upload).toMatchObject({ tipo_status: { id: 79 }, paginas_identificadas: upload.paginas });
    const { json } = await portal.api(admin, 'asoUploadPaginas', { params: { id: upload.id } });
    expect((json.data as AsoUploadPaginas).paginas.every((page) => page.id_con === row.id_con)).toBe(true);
  });
});
