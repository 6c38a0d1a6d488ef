import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writeScaleData } from './scale';
import { scaleCounters } from './scale-counters';
import { buildScaleData } from './scale-data';
import { scaleWorkerJobSchema, type ScaleWorkerMessage } from './scale-worker-protocol';

/*
 * A writer process of the scale seed (scale.ts forks it): receives one job, builds the same data set the seed
 * builds and writes its share of the batches. It reaches the local DynamoDB through the environment it inherits
 * (AWS_ENDPOINT_URL_DYNAMODB and the local credentials, set by startLocalCloud), then exits.
 */

const say = (message: ScaleWorkerMessage) => new Promise<void>((resolve) => process.send?.(message, () => resolve()));

process.once('message', (message: unknown) => {
  void (async () => {
    const job = scaleWorkerJobSchema.parse(message);
    const client = new DynamoDBClient({ region: process.env.AWS_REGION ?? 'us-east-1' });
    const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
    const built = performance.now();
    const data = buildScaleData(job.refs, job.size, job.start, new Date(job.now));
    await say({ log: `seed:scale: dados montados em ${((performance.now() - built) / 1000).toFixed(1)} s [escritor ${job.shard + 1}/${job.shards}]` });
    const items = await writeScaleData(documents, job.table, data, {
      concurrency: job.concurrency,
      shard: job.shard,
      shards: job.shards,
      log: (line) => void say({ log: line }),
    });
    await say({
      items,
      ...(job.shard === 0 ? { counters: Object.fromEntries(scaleCounters(data)), sequences: data.sequences } : {}),
    });
    client.destroy();
    process.exit(0);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
