import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, resources, s3 } from '../../platform';

/*
 * The eSocial module's objects in the files bucket, all under esocial/<tenant>/ (the tenant from the session or the
 * queue message, never from input): certificates (encrypted), lote files, and the SOAP documents of each process.
 * And the platform registry of tenants that use the module, which the daily check walks.
 */

export const esocialKeys = {
  certificado: (tenant: string, id: string) => `esocial/${tenant}/certificados/${id}.p12.enc`,
  loteArquivo: (tenant: string, loteId: string) => `esocial/${tenant}/lotes/${loteId}/lote.xml`,
  processo: (tenant: string, loteId: string, processoId: string, documento: string) =>
    `esocial/${tenant}/lotes/${loteId}/${processoId}/${documento}.xml`,
} as const;

export async function putFile(key: string, body: string | Uint8Array, contentType = 'application/xml; charset=utf-8'): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: resources.bucketName('files'), Key: key, Body: body, ContentType: contentType }));
}

export async function getFileText(key: string): Promise<string> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: resources.bucketName('files'), Key: key }));
  return (await answer.Body?.transformToString('utf8')) ?? '';
}

/** The registry item of a tenant that uses eSocial (config saved, certificate stored, lote sent). */
export async function registrarTenantEsocial(tenant: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: resources.tableName(),
      Item: { pk: 'SYSTEM#ESOCIAL', sk: `TENANT#${tenant}`, tenant, updatedAt: new Date().toISOString() },
    }),
  );
}

/** The tenants of the registry (a platform-wide list: a handful of items, read by exact key). */
export async function tenantsEsocial(): Promise<string[]> {
  const tenants: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: resources.tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': 'SYSTEM#ESOCIAL', ':sk': 'TENANT#' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) tenants.push(String(item.tenant));
    start = page.LastEvaluatedKey;
  } while (start);
  return tenants;
}
