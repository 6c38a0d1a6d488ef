import { Cron } from 'croner';
import { schedules, scheduleCronFiveFields, type ScheduleId } from '@ocupacional/shared';

/**
 * The local EventBridge Scheduler: fires each schedule of the manifest in its time zone, and the ones marked
 * onStart (the sweep) once at once, so work a crash left stuck is re-driven as soon as the local cloud is back.
 */
export function startScheduler(fire: (id: ScheduleId) => Promise<unknown>): () => void {
  const entries = Object.entries(schedules) as [ScheduleId, (typeof schedules)[ScheduleId]][];
  const run = (id: ScheduleId) => fire(id).catch((error: unknown) => console.error(`[scheduler] ${id}:`, error));
  const jobs = entries.map(
    ([id, schedule]) =>
      new Cron(scheduleCronFiveFields(schedule), { timezone: schedule.timezone, protect: true }, async () => {
        await run(id);
      }),
  );
  for (const id of onStartSchedules()) void run(id);
  return () => jobs.forEach((job) => job.stop());
}

/** The schedules fired once when the local cloud starts. */
export function onStartSchedules(): ScheduleId[] {
  return (Object.entries(schedules) as [ScheduleId, (typeof schedules)[ScheduleId]][])
    .filter(([, schedule]) => 'onStart' in schedule && schedule.onStart)
    .map(([id]) => id);
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
