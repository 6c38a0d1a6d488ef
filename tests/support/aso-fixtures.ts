import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  apiRoute,
  buildPath,
  toQueryString,
  type ApiRouteId,
  type AsoUploadPresigned,
  type AsoUploadRow,
  type ListQueryInput,
  type PointType,
} from '@ocupacional/shared';
import { consultas, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { renderAsoPdf } from '../../functions/src/pdf/aso';
import { sampleAso } from '../../functions/src/pdf/fixtures';
import { startLocalCloud, type LocalCloudOptions } from '../../infra/local/cloud';
import { seedDemoData } from '../../infra/local/seed';
import type { DemoUser } from '../../infra/local/seed/demo-users';
import type { CompanyCloud } from './company-fixtures';
import { apiClient, cookieFrom } from './platform-fixtures';
import { waitFor } from './wait-for';

/*
 * The ASO documents' integration tests: the browser's presigned POST straight to the local S3, files dropped in a
 * tenant's drop folder, waiting for an upload to end, and our ASOs generated for the demo consultations.
 */

/**
 * A local cloud with the demo data and a client per demo user of any area: web users log in on the web area's
 * route (no tenant in the path), the others on their tenant's. The login rate limit (10 per 5 minutes) means one
 * login per user per file.
 */
export async function startAsoCloud(options: LocalCloudOptions = {}): Promise<CompanyCloud> {
  const cloud = await startLocalCloud({ stage: 'test', ...options });
  await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
  const call = apiClient(cloud.url, cloud.port);
  const cookies = new Map<string, Promise<string>>();
  const login = (user: DemoUser) => {
    const key = `${user.tenant}#${user.area}#${user.cpf}#${user.cnpj}`;
    let cookie = cookies.get(key);
    if (!cookie) {
      const route = user.area === 'web' ? apiRoute('web.login') : apiRoute('login');
      cookie = call('POST', buildPath(route, { tenant: user.tenant }), {
        area: user.area as PointType,
        body: { cpf: user.cpf, cnpj: user.cnpj, senha: user.senha, point_type: user.area },
      }).then(({ status, json, setCookie }) => {
        if (status !== 200) throw new Error(`login of ${user.cpf} answered ${status}: ${json.msg}`);
        return cookieFrom(setCookie);
      });
      cookies.set(key, cookie);
    }
    return cookie;
  };
  return {
    cloud,
    call,
    login,
    async api(user, id: ApiRouteId, { params = {}, query, body, headers } = {}) {
      const route = apiRoute(id);
      const path = buildPath(route, { tenant: user.tenant, ...params }) + (query ? toQueryString(query as ListQueryInput) : '');
      return call(route.method, path, {
        area: user.area as PointType,
        cookie: await login(user),
        ...(body !== undefined ? { body } : {}),
        ...(headers ? { headers } : {}),
      });
    },
    stop: () => cloud.stop(),
  };
}

/**
 * Posts a file to S3 with a presigned form (an ASO upload's, or a release attachment's or partner result's slot), as
 * the browser does: the fields, then the file.
 */
export async function postToS3(
  presigned: Pick<AsoUploadPresigned, 'url' | 'fields'>,
  bytes: Uint8Array,
  name = 'arquivo.pdf',
  type = 'application/pdf',
) {
  const form = new FormData();
  for (const [field, value] of Object.entries(presigned.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  return { status: response.status, text: await response.text() };
}

/** A file written to a tenant's drop folder, as a clinic scanner with scoped credentials would. */
export async function dropFile(portal: CompanyCloud, key: string, bytes: Uint8Array | string, contentType = 'application/pdf') {
  await portal.cloud.clients.s3.send(
    new PutObjectCommand({ Bucket: portal.cloud.resources.bucketNames.drop, Key: key, Body: bytes, ContentType: contentType }),
  );
}

/** Registers an upload (cadastrar) and posts the file; answers the upload's id. `declaredBytes`: what the form says. */
export async function uploadThroughBrowser(
  portal: CompanyCloud,
  user: DemoUser,
  form: Record<string, unknown>,
  bytes: Uint8Array,
  name = 'lote.pdf',
  declaredBytes = bytes.length,
): Promise<string> {
  const registered = await portal.api(user, 'asoUploadCadastrar', {
    body: { ...form, arquivo: { nome: name, tamanho: declaredBytes, tipo: 'application/pdf' } },
  });
  if (registered.status !== 200) throw new Error(`cadastrar answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  const presigned = registered.json.data as AsoUploadPresigned;
  const posted = await postToS3(presigned, bytes, name);
  if (posted.status >= 300) throw new Error(`S3 answered ${posted.status}: ${posted.text}`);
  return presigned.id;
}

/** Waits until an upload is done or failed, through the API. */
export async function settledUpload(portal: CompanyCloud, user: DemoUser, id: string, timeoutMs = 60_000): Promise<AsoUploadRow> {
  return waitFor(
    async () => {
      const { status, json } = await portal.api(user, 'asoUpload', { params: { id } });
      const row = json.data as AsoUploadRow | undefined;
      return status === 200 && row && (row.situacao === 'concluido' || row.situacao === 'falha') ? row : undefined;
    },
    { what: `upload ${id} to settle`, timeoutMs, intervalMs: 200 },
  );
}

/** The upload of the history whose file name is `name`, once it has settled. */
export async function settledUploadNamed(portal: CompanyCloud, user: DemoUser, name: string, timeoutMs = 60_000): Promise<AsoUploadRow> {
  return waitFor(
    async () => {
      const { json } = await portal.api(user, 'asoUploads', { query: { pagination: 100 } });
      const rows = ((json.data as { data?: AsoUploadRow[] } | undefined)?.data ?? []).filter((row) => row.arquivo === name);
      return rows.find((row) => row.situacao === 'concluido' || row.situacao === 'falha');
    },
    { what: `upload ${name} to settle`, timeoutMs, intervalMs: 200 },
  );
}

/** The demo tenant's live consultations. */
export async function demoConsultations(tenant = 'demo'): Promise<ConsultaItem[]> {
  const { data } = await consultas().query.byIdCon({ tenant }).go({ pages: 'all' });
  return data.filter((consulta) => !consulta.deletedAt);
}

/** Our ASO of a consultation, as generated and printed (one page, its code in the text and the QR code). */
export async function asoOf(tenant: string, consulta: Pick<ConsultaItem, 'idCon' | 'funcionarioCpf' | 'funcionarioNome'>) {
  return renderAsoPdf(
    sampleAso({ tenant, idCon: consulta.idCon, cpf: consulta.funcionarioCpf, nome: consulta.funcionarioNome, exams: 3 }),
  );
}
