import { parceiroArquivoSlotSchema } from '@ocupacional/shared';
import type { ParceiroArquivoSlot } from '@ocupacional/shared';
import { api } from '../../../lib/api';

/**
 * POST parceiro/exame/{id}/arquivo: the upload slot (presigned POST) for the result file, from its name, size and
 * type — never its bytes. A refused type or size answers 400 with `fields.nome` / `fields.tamanho`.
 */
export function createParceiroArquivo(tenant: string | undefined, id: string, file: File): Promise<ParceiroArquivoSlot> {
  return api.send('parceiroArquivoUpload', parceiroArquivoSlotSchema, {
    tenant,
    params: { id },
    body: { nome: file.name, tamanho: file.size, tipo: file.type || null },
  });
}
