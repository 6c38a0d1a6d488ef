import * as z from 'zod';

/** Every API answer is this envelope (spec 1 §8): the HTTP status repeated, a pt-BR message, and the data. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), msg: z.string(), data });

export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** What GET /sst/api/health answers. */
export const healthSchema = z.object({
  service: z.literal('ocupacional'),
  stage: z.string(),
  database: z.literal('ok'),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
