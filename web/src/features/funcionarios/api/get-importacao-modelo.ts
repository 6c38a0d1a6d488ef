import { planilhaFileSchema, type PlanilhaFile } from '@ocupacional/shared';
import { api } from '../../../lib/api';
import { importacaoRoute, type ImportacaoTarget } from './importacao-target';

/** GET …/importacao-modelo: the model spreadsheet (headers, an example row, the instructions). */
export function getImportacaoModelo(target: ImportacaoTarget): Promise<PlanilhaFile> {
  const { route, params, tenant } = importacaoRoute(target, 'Modelo');
  return api.get(route, planilhaFileSchema, { params, tenant });
}
