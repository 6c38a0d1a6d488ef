import { invalidOptionMessage } from '@ocupacional/shared';
import { HttpError } from '../platform/http';
import { validationFailedMessage } from '../platform/messages';
import { cidadesDoEstado, estados } from './estados';

/**
 * The state's UF and the city's name of the ids a form chose from the common/estado and common/cidade lookups (the
 * names are stored beside the ids: lists, cards and the ASO print them); 400 on the fields when the state is unknown
 * or the city is not one of its cities. Meu Cadastro, the company and the clinic records check a place alike.
 */
export function requiredPlace(ids: { id_estado: unknown; id_cidade: unknown }): { uf: string; cidade: string } {
  const estado = estados.find((candidate) => String(candidate.id) === String(ids.id_estado));
  const cidade = estado && cidadesDoEstado(estado.id).find((candidate) => String(candidate.id) === String(ids.id_cidade));
  if (!estado || !cidade) {
    const fields: Record<string, string[]> = { id_cidade: [invalidOptionMessage] };
    if (!estado) fields.id_estado = [invalidOptionMessage];
    throw new HttpError(400, validationFailedMessage, { fields });
  }
  return { uf: estado.uf, cidade: cidade.nome };
}
