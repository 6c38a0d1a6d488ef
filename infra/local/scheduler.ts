import { Cron } from 'croner';
import { schedules, scheduleCronFiveFields, type ScheduleId } from '@ocupacional/shared';

/** The local EventBridge Scheduler: fires each schedule of the manifest in its time zone. */
export function startScheduler(fire: (id: ScheduleId) => Promise<unknown>): () => void {
  const jobs = (Object.entries(schedules) as [ScheduleId, (typeof schedules)[ScheduleId]][]).map(
    ([id, schedule]) =>
      new Cron(scheduleCronFiveFields(schedule), { timezone: schedule.timezone, protect: true }, async () => {
        await fire(id).catch((error: unknown) => console.error(`[scheduler] ${id}:`, error));
      }),
  );
  return () => jobs.forEach((job) => job.stop());
}

/** When each schedule fires next, for the start banner and tests. */
export function nextRuns(from: Date = new Date()): Record<ScheduleId, Date | null> {
  return Object.fromEntries(
    (Object.entries(schedules) as [ScheduleId, (typeof schedules)[ScheduleId]][]).map(([id, schedule]) => [
      id,
      new Cron(scheduleCronFiveFields(schedule), { timezone: schedule.timezone, paused: true }).nextRun(from),
    ]),
  ) as Record<ScheduleId, Date | null>;
}
