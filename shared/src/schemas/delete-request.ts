import * as z from 'zod';
import { invalidValueMessage, selectAtLeastOneMessage } from '../messages';

/** A record id, as text or a number (read as its text). */
const id = z.union([z.string().trim().min(1), z.number().int().transform(String)], { error: invalidValueMessage });

const idList = z.array(id, { error: selectAtLeastOneMessage }).min(1, selectAtLeastOneMessage);

/** Deletes that send `{itens}` (spec 1 §7: funcionario/0/deletar, consulta/externa/deletar). */
export const itensRequestSchema = z.object({ itens: idList }, { error: invalidValueMessage });

/** Deletes that send `{ids}` (spec 2 §7, spec 3 §7). */
export const idsRequestSchema = z.object({ ids: idList }, { error: invalidValueMessage });

export type ItensRequest = z.infer<typeof itensRequestSchema>;
export type IdsRequest = z.infer<typeof idsRequestSchema>;
