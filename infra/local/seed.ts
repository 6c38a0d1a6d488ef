import {
  ConditionalCheckFailedException,
  DeleteItemCommand,
  PutItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { settleSeededTable } from '@ocupacional/functions/data/migrations';
import type { Entity } from 'electrodb';
import {
  acompanhamentos,
  boundEntity,
  clientes,
  consultaExames,
  consultas,
  consultasExternas,
  contadores,
  credenciadas,
  empresaEmails,
  empresas,
  exames,
  fdts,
  funcionarios,
  funcoes,
  ghes,
  parceiros,
  pcmsoExames,
  pcmsoRevisoes,
  tabelaPrecoExames,
  tabelasPreco,
  unicos,
  uploadPaginas,
  uploads,
  usuarios,
} from '@ocupacional/functions/data/entities/index';
import { hashPassword } from '@ocupacional/functions/platform/passwords';
import { buildDemoData, demoTenants, type DemoTenantData } from './seed/demo-data';
import { loadDemoUsers } from './seed/demo-users';
import { ltcatConteudosDemo } from './seed/ltcat-conteudos-demo';
import { conclusoesTecnicas, epis, ltcatModeloConteudos } from '@ocupacional/functions/data/entities/index';

/*
 * Demo data for `npm start` on first run (and `npm run seed`): the tenants `demo` and `outra` with users of
 * every area and role (seed/demo-users.json), companies, fronts, GHEs, PCMSOs, employees, clinics with price
 * tables, partners, and consultations in every status (seed/demo-data.ts). The seed claims a marker item
 * first, so it runs once per data folder; if writing fails, it gives the marker back so the next start retries
 * (every record has a fixed key, so a retry overwrites rather than duplicates).
 *
 * It writes through the entities, bound to the given client and table, so the items are exactly what the
 * functions read; building the entities reads the table name from the environment the local cloud sets.
 */

export { demoTenants };

const marker = { pk: 'SYSTEM', sk: 'SEED' };

export async function seedDemoData(
  client: DynamoDBClient,
  tableName: string,
  now: Date = new Date(),
): Promise<'seeded' | 'already-seeded'> {
  try {
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: marshall({ ...marker, seededAt: now.toISOString(), tenants: demoTenants.map((tenant) => tenant.id) }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    const name = (error as Error).name;
    if (error instanceof ConditionalCheckFailedException || name === 'ConditionalCheckFailedException') {
      return 'already-seeded';
    }
    throw error;
  }
  try {
    const data = buildDemoData(loadDemoUsers(), now);
    const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
    await writeDemoData(documents, tableName, data);
    // The batch writes keep no list counters: counted once here, as the migrations count an older table.
    await settleSeededTable();
    return 'seeded';
  } catch (error) {
    await client.send(new DeleteItemCommand({ TableName: tableName, Key: marshall(marker) }));
    throw error;
  }
}

// Structural: ElectroDB's Entity generics are invariant, so a list of different entities is typed by what it needs.
interface Writable {
  put(items: object[]): { params(): BatchWriteCommandInput[] };
}

async function writeDemoData(client: DynamoDBDocumentClient, table: string, data: DemoTenantData[]): Promise<void> {
  const config = { client, table };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const bind = (entity: Entity<any, any, any, any>) => boundEntity(entity, config) as unknown as Writable;
  const hashed = await Promise.all(
    data.flatMap((tenant) =>
      tenant.usuarios.map(async ({ senha, ...usuario }) => ({ ...usuario, senhaHash: await hashPassword(senha) })),
    ),
  );
  const writes: [Writable, object[]][] = [
    [bind(clientes()), data.map((tenant) => tenant.cliente)],
    [bind(usuarios()), hashed],
    [bind(empresas()), data.flatMap((tenant) => tenant.empresas)],
    [bind(empresaEmails()), data.flatMap((tenant) => tenant.empresaEmails)],
    [bind(fdts()), data.flatMap((tenant) => tenant.fdts)],
    [bind(ghes()), data.flatMap((tenant) => tenant.ghes)],
    [bind(funcoes()), data.flatMap((tenant) => tenant.funcoes)],
    [bind(exames()), data.flatMap((tenant) => tenant.exames)],
    [bind(pcmsoRevisoes()), data.flatMap((tenant) => tenant.pcmsoRevisoes)],
    [bind(pcmsoExames()), data.flatMap((tenant) => tenant.pcmsoExames)],
    [bind(funcionarios()), data.flatMap((tenant) => tenant.funcionarios)],
    [bind(credenciadas()), data.flatMap((tenant) => tenant.credenciadas)],
    [bind(parceiros()), data.flatMap((tenant) => tenant.parceiros)],
    [bind(tabelasPreco()), data.flatMap((tenant) => tenant.tabelasPreco)],
    [bind(tabelaPrecoExames()), data.flatMap((tenant) => tenant.tabelaPrecoExames)],
    [bind(consultasExternas()), data.flatMap((tenant) => tenant.consultasExternas)],
    [bind(consultas()), data.flatMap((tenant) => tenant.consultas)],
    [bind(consultaExames()), data.flatMap((tenant) => tenant.consultaExames)],
    [bind(acompanhamentos()), data.flatMap((tenant) => tenant.acompanhamentos)],
    [bind(uploads()), data.flatMap((tenant) => tenant.uploads)],
    [bind(uploadPaginas()), data.flatMap((tenant) => tenant.uploadPaginas)],
    [bind(contadores()), data.flatMap((tenant) => tenant.contadores)],
    [bind(unicos()), data.flatMap((tenant) => tenant.unicos)],
    // The LTCAT catalogues (issue 15): the default model, demo EPIs and technical conclusions, their claims and counters.
    ...ltcatCatalogosDemo(bind, data),
  ];
  // The entities validate and key every item and cut the list into BatchWriteItem requests of 25.
  const batches = writes
    .filter(([, items]) => items.length > 0)
    .flatMap(([entity, items]) => entity.put(items).params());
  const concurrency = 8;
  for (let i = 0; i < batches.length; i += concurrency) {
    await Promise.all(batches.slice(i, i + concurrency).map((batch) => writeBatch(client, batch)));
  }
}

/** The demo's LTCAT model sections, EPIs and technical conclusions of every tenant (seed/ltcat-conteudos-demo.ts). */
function ltcatCatalogosDemo(bind: (entity: Entity<any, any, any, any>) => Writable, data: DemoTenantData[]): [Writable, object[]][] { // eslint-disable-line @typescript-eslint/no-explicit-any
  const demo = data.map((tenant) => ltcatConteudosDemo(tenant.tenant));
  return [
    [bind(ltcatModeloConteudos()), demo.flatMap((tenant) => tenant.modelo)],
    [bind(epis()), demo.flatMap((tenant) => tenant.epis)],
    [bind(conclusoesTecnicas()), demo.flatMap((tenant) => tenant.conclusoes)],
    [bind(unicos()), demo.flatMap((tenant) => tenant.unicos)],
    [bind(contadores()), demo.flatMap((tenant) => tenant.contadores)],
  ];
}

/** One BatchWriteItem, sending again what DynamoDB hands back unprocessed (throttling), a few times. */
async function writeBatch(client: DynamoDBDocumentClient, batch: BatchWriteCommandInput): Promise<void> {
  let requestItems = batch.RequestItems;
  for (let attempt = 0; requestItems && Object.keys(requestItems).length > 0; attempt += 1) {
    if (attempt === 5) throw new Error('seed: DynamoDB kept demo items unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: requestItems }));
    requestItems = UnprocessedItems;
  }
}
