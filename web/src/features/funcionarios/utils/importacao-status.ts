import { importacaoFormSchema, type Importacao } from '@ocupacional/shared';

/*
 * What the import modal says about a job (issue 14): its status in words and its result, and whether a chosen file
 * can be sent (the shared schema's messages, before any byte moves).
 */

/** The status as the screen shows it. */
export function importacaoStatusText(job: Pick<Importacao, 'situacao' | 'importados' | 'com_erro' | 'existentes'>): string {
  switch (job.situacao) {
    case 'aguardando_arquivo':
      return 'Aguardando o arquivo';
    case 'na_fila':
      return 'Na fila';
    case 'processando':
      return 'Processando...';
    case 'falhou':
      return 'Falhou';
    case 'concluida': {
      const parts = [`${job.importados} importado(s)`, `${job.com_erro} com erro`];
      if (job.existentes > 0) parts.push(`${job.existentes} já cadastrado(s), mantido(s) como estavam`);
      return `Concluída: ${parts.join(', ')}`;
    }
  }
}

/** The badge colour of a status. */
export function importacaoStatusVariation(job: Pick<Importacao, 'situacao' | 'com_erro'>): 'info' | 'success' | 'warning' | 'error' {
  if (job.situacao === 'falhou') return 'error';
  if (job.situacao !== 'concluida') return 'info';
  return job.com_erro > 0 ? 'warning' : 'success';
}

/** Why a chosen file cannot be sent (type, size), or null when it can. */
export function importacaoFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const parsed = importacaoFormSchema.safeParse({ arquivo: { nome: file.name, tamanho: file.size } });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
