import { PutObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { startLocalCloud } from '../../infra/local/cloud';

/*
 * The foundation's figures on the local cloud: API round trips through the gateway, the function and DynamoDB,
 * and files through S3 → SQS → worker → DynamoDB. Bounded: a fixed number of requests and files.
 */

export interface FoundationFigures {
  api: { requests: number; concurrency: number; requestsPerSecond: number; p50Ms: number; p95Ms: number };
  pipeline: { files: number; filesPerSecond: number };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchFoundation({ requests = 1000, concurrency = 10, files = 100 } = {}): Promise<FoundationFigures> {
  const cloud = await startLocalCloud({ stage: 'bench', pollIdleMs: 20 });
  try {
    // Warm the function (cold start) before measuring.
    await fetch(`${cloud.url}/sst/api/health`).then((r) => r.arrayBuffer());
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          next += 1;
          const t0 = performance.now();
          const response = await fetch(`${cloud.url}/sst/api/health`);
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`health answered ${response.status}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const apiSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    const pipelineStart = performance.now();
    for (let i = 0; i < files; i += 1) {
      await cloud.clients.s3.send(
        new PutObjectCommand({ Bucket: cloud.resources.bucketNames.drop, Key: `drop/bench/arquivo-${i}.pdf`, Body: `%PDF ${i}` }),
      );
    }
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { Count } = await cloud.clients.dynamo.send(
        new QueryCommand({
          TableName: cloud.resources.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': { S: 'T#bench' } },
          Select: 'COUNT',
        }),
      );
      if ((Count ?? 0) >= files) break;
      if (Date.now() > deadline) throw new Error(`only ${Count} of ${files} files recorded in 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const pipelineSeconds = (performance.now() - pipelineStart) / 1000;

    return {
      api: {
        requests,
        concurrency,
        requestsPerSecond: Math.round(requests / apiSeconds),
        p50Ms: Number(percentile(latencies, 50).toFixed(2)),
        p95Ms: Number(percentile(latencies, 95).toFixed(2)),
      },
      pipeline: { files, filesPerSecond: Number((files / pipelineSeconds).toFixed(1)) },
    };
  } finally {
    await cloud.stop();
  }
}
