import { api } from '../../../lib/api';
import { arquivoSchema } from './lote-schemas';
import type { Arquivo } from './lote-schemas';

/** GET esocial/lotes/{id}/arquivo: the EnvioLoteEventos file last written, base64. */
export function getLoteArquivo(tenant: string | undefined, id: string): Promise<Arquivo> {
  // Silent: the screen shows the spec's own message ('Não foi possível baixar o arquivo').
  return api.get('esocialLoteArquivo', arquivoSchema, { tenant, params: { id }, silent: true });
}
