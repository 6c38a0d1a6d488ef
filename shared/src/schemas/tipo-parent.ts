import * as z from 'zod';
import { invalidOptionMessage, invalidValueMessage, requiredMessage } from '../messages';

/** A type code, as a number or its digits. */
const code = z.union([z.number().int(), z.string().trim().regex(/^\d+$/).transform(Number)], {
  error: invalidOptionMessage,
});

/** POST tipo/parent (spec 1 §7): the parent codes wanted and the child ids to leave out. */
export const tipoParentRequestSchema = z.object(
  {
    codigo: z.array(code, { error: requiredMessage }).min(1, requiredMessage),
    exclude: z.array(code).default([]),
  },
  { error: invalidValueMessage },
);

export type TipoParentRequest = z.infer<typeof tipoParentRequestSchema>;

export const tipoItemSchema = z.object(
  {
    id: z.number().int(),
    descricao: z.string(),
    valor: z.number().int().optional(),
    bloqueado: z.union([z.literal(0), z.literal(1)]).optional(),
  },
  { error: invalidValueMessage },
);

/** The answer's data: the children of each requested code, keyed by the code. */
export const tipoParentResponseSchema = z.record(z.string(), z.array(tipoItemSchema));
