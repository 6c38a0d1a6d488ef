import { liberacaoArquivoSlotSchema } from '@ocupacional/shared';
import type { LiberacaoArquivoCampo, LiberacaoArquivoSlot } from '@ocupacional/shared';
import { api } from '../../../lib/api';
import { consultaParams, routeIdOf } from '../utils/area-routes';
import type { AtendimentoArea } from '../utils/area-routes';

/**
 * POST …/liberacao/{id_con}/arquivo (docs/api/atendimento-liberacao.md): asks the upload slot (a presigned POST)
 * for one attachment of the release, with its name, size and type — never its bytes. A wrong type or a file over
 * 50 MB answers 400 on `nome` / `tamanho`.
 */
export function createLiberacaoArquivo(
  area: AtendimentoArea,
  idCon: number,
  campo: LiberacaoArquivoCampo,
  file: { name: string; size: number; type: string },
): Promise<LiberacaoArquivoSlot> {
  return api.send(routeIdOf(area, 'arquivo'), liberacaoArquivoSlotSchema, {
    params: consultaParams(area, idCon),
    body: { campo, nome: file.name, tamanho: file.size, tipo: file.type || null },
    // The form shows the failure under the file's field.
    silent: true,
  });
}
