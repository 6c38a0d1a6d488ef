import * as z from 'zod';

/*
 * What the scale seed (scale.ts) and its writer processes (scale-worker.ts) say to each other over IPC.
 */

/** The catalogue the scale data hangs from (scale-data.ts ScaleRefs). */
export const scaleRefsSchema = z.object({
  tenant: z.string(),
  empresas: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      cnpj: z.string(),
      fdts: z.array(
        z.object({
          id: z.string(),
          descricao: z.string(),
          pcmso: z.string().optional(),
          ghes: z.array(z.object({ id: z.string(), ghe: z.string(), descricao: z.string(), funcaoIds: z.array(z.string()) })),
        }),
      ),
    }),
  ),
  funcoes: z.array(z.object({ id: z.string(), nome: z.string() })),
  credenciadas: z.array(z.object({ id: z.string(), nome: z.string() })),
  parceiros: z.array(z.object({ id: z.string() })),
  exames: z.array(z.object({ id: z.string(), nome: z.string(), clinico: z.boolean() })),
});

const count = z.number().int().min(0);

/** A writer's job: build the data as the seed does and write batch n when n % shards === shard. */
export const scaleWorkerJobSchema = z.object({
  refs: scaleRefsSchema,
  size: z.object({
    empresas: count,
    funcionariosPorEmpresa: count,
    consultas: count,
    eventos: count,
    emails: count,
    paginas: count,
    paginasPorUpload: z.number().int().min(1),
  }),
  start: z.object({ idCon: count, loteEsocial: count, uploadLote: count }),
  now: z.iso.datetime(),
  table: z.string().min(1),
  concurrency: z.number().int().min(1),
  shard: count,
  shards: z.number().int().min(1),
});

export type ScaleWorkerJob = z.infer<typeof scaleWorkerJobSchema>;

/**
 * A progress line, or the end: the items of each list; the first writer also sends the counters the data adds to
 * and the sequences after it, so the seed's own process never holds the data.
 */
export const scaleWorkerMessageSchema = z.union([
  z.object({ log: z.string() }),
  z.object({
    items: z.record(z.string(), count),
    counters: z.record(z.string(), z.number().int()).optional(),
    sequences: z.object({ idCon: count, loteEsocial: count, uploadLote: count }).optional(),
  }),
]);
export type ScaleWorkerMessage = z.infer<typeof scaleWorkerMessageSchema>;
