import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Health } from '@ocupacional/shared';
import { dynamo, resources, respond, type RouteHandler } from '../../platform';

/** GET /sst/api/health: proves the path gateway → function → DynamoDB with one GetItem round trip. */
export const getHealth: RouteHandler = async () => {
  await dynamo().send(new GetCommand({ TableName: resources.tableName(), Key: { pk: 'SYSTEM', sk: 'HEALTH' } }));
  const data: Health = {
    service: 'ocupacional',
    stage: resources.stage(),
    database: 'ok',
    time: new Date().toISOString(),
  };
  return respond(200, 'OK', data);
};
