import { importacaoEncerrada, importacaoResumoSchema, type Importacao, type ImportacaoResumo } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { getImportacao } from '../../funcionarios/api/get-importacao';
import type { ImportacaoTarget } from '../../funcionarios/api/importacao-target';

/*
 * The back office's import tab of a company's record (issue 14): the same calls as the company's 'Importar planilha'
 * (features/funcionarios/api, target 'web': routes empresaFuncionarioImportacao…, permission 567), the job followed
 * until it is done, and the company's import history.
 */

/** How often a job in progress, or a history with one in progress, is looked at. */
export const followMs = 1500;

export const importacoesKey = 'empresa-funcionario-importacoes';

export const webTarget = (empresaId: string): ImportacaoTarget => ({ area: 'web', empresaId });

/** Poll while the job runs; stop once it is done or failed. */
export const whileRunning = (job: Pick<Importacao, 'situacao'> | undefined) => (job && importacaoEncerrada(job.situacao) ? false : followMs);

/** GET empresa/{empresa}/funcionario/importacao/{id}, every {@link followMs} until the job is done or failed. */
export function importacaoOptions(empresaId: string, id: string | null) {
  return queryOptions({
    queryKey: [importacoesKey, empresaId, 'job', id ?? ''],
    queryFn: ({ signal }) => getImportacao(webTarget(empresaId), id ?? '', signal),
    enabled: Boolean(id),
    refetchInterval: (query) => whileRunning(query.state.data),
  });
}

export const useImportacaoJob = (empresaId: string, id: string | null) => useQuery(importacaoOptions(empresaId, id));

/** GET empresa/{empresa}/funcionario/importacao: the company's newest imports, newest first. */
export function getImportacoes(empresaId: string, signal?: AbortSignal): Promise<ImportacaoResumo[]> {
  return api.get('empresaFuncionarioImportacaoLista', z.array(importacaoResumoSchema), { params: { empresa: empresaId }, signal });
}

/** The history; looked at again while one of its imports is still running. */
export function importacoesOptions(empresaId: string) {
  return queryOptions({
    queryKey: [importacoesKey, empresaId, 'historico'],
    queryFn: ({ signal }) => getImportacoes(empresaId, signal),
    enabled: Boolean(empresaId),
    refetchInterval: (query) => ((query.state.data ?? []).some((job) => !importacaoEncerrada(job.situacao)) ? followMs : false),
  });
}

export const useImportacoes = (empresaId: string) => useQuery(importacoesOptions(empresaId));
