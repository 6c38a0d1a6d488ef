import { ConditionalCheckFailedException, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';

/*
 * Demo data for `npm start` on first run (and `npm run seed`). The seed claims a marker item first, so it runs
 * once per data folder; the product's entities arrive here as their features do.
 */

export const demoTenants = [
  { id: 'demo', nome: 'Ocupacional Demonstração' },
  { id: 'outra', nome: 'Saúde Ocupacional Outra' },
] as const;

export async function seedDemoData(client: DynamoDBClient, tableName: string): Promise<'seeded' | 'already-seeded'> {
  try {
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: marshall({ pk: 'SYSTEM', sk: 'SEED', seededAt: new Date().toISOString() }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException') {
      return 'already-seeded';
    }
    throw error;
  }
  for (const tenant of demoTenants) {
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: marshall({ pk: `T#${tenant.id}`, sk: 'TENANT', entity: 'tenant', ...tenant }),
      }),
    );
  }
  return 'seeded';
}
