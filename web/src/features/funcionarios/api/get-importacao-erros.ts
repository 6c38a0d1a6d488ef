import { planilhaFileSchema, type PlanilhaFile } from '@ocupacional/shared';
import { api } from '../../../lib/api';
import { importacaoRoute, type ImportacaoTarget } from './importacao-target';

/** GET …/importacao/{id}/erros: every rejected row as an .xlsx, to fix and import again. */
export function getImportacaoErros(target: ImportacaoTarget, id: string): Promise<PlanilhaFile> {
  const { route, params, tenant } = importacaoRoute(target, 'Erros', id);
  return api.get(route, planilhaFileSchema, { params, tenant });
}
