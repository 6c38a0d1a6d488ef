import { customMetrics } from '@ocupacional/shared';
import { resources } from '../platform/env';

/*
 * The daily check's metric in CloudWatch embedded metric format (issue 21 item 4): one JSON line on stdout, which
 * CloudWatch Logs turns into a data point of customMetrics.namespace with the dimension stage; the stack's alarm
 * (> 0) is on it. Written straight to stdout, as Powertools Metrics does, so nothing prefixes the line; Powertools
 * Metrics is not a dependency and one metric does not justify its bundle bytes.
 */

/** The EMF document of the count of a day's tenants left unfinished. */
export function unfinishedTenantsDocument(day: string, unfinishedTenants: number, at: Date = new Date()): Record<string, unknown> {
  return {
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: customMetrics.namespace,
          Dimensions: [['stage']],
          Metrics: [{ Name: customMetrics.dailyCheckUnfinishedTenants, Unit: 'Count' }],
        },
      ],
    },
    stage: resources.stage(),
    // A property, not a dimension: the alarm watches one series per stage.
    day,
    [customMetrics.dailyCheckUnfinishedTenants]: unfinishedTenants,
  };
}

/** Publishes the count of the day's tenants left unfinished. */
export function publishUnfinishedTenants(day: string, unfinishedTenants: number): void {
  process.stdout.write(`${JSON.stringify(unfinishedTenantsDocument(day, unfinishedTenants))}\n`);
}
