import { describe, expect, it } from 'vitest';
import { importacaoNotSpreadsheetMessage, importacaoTooLargeMessage } from '@ocupacional/shared';
import { importacaoFileProblem, importacaoStatusText, importacaoStatusVariation } from './importacao-status';

const job = { importados: 0, com_erro: 0, existentes: 0 };

describe('the import modal’s words for a job', () => {
  it('names each status, and the counts once done', () => {
    expect(importacaoStatusText({ ...job, situacao: 'na_fila' })).toBe('Na fila');
    expect(importacaoStatusText({ ...job, situacao: 'processando' })).toBe('Processando...');
    expect(importacaoStatusText({ ...job, situacao: 'falhou' })).toBe('Falhou');
    expect(importacaoStatusText({ situacao: 'concluida', importados: 12, com_erro: 3, existentes: 0 })).toBe('Concluída: 12 importado(s), 3 com erro');
    expect(importacaoStatusText({ situacao: 'concluida', importados: 1, com_erro: 0, existentes: 2 })).toBe(
      'Concluída: 1 importado(s), 0 com erro, 2 já cadastrado(s), mantido(s) como estavam',
    );
  });

  it('colours a job with errors as a warning and a clean one as a success', () => {
    expect(importacaoStatusVariation({ situacao: 'concluida', com_erro: 1 })).toBe('warning');
    expect(importacaoStatusVariation({ situacao: 'concluida', com_erro: 0 })).toBe('success');
    expect(importacaoStatusVariation({ situacao: 'falhou', com_erro: 0 })).toBe('error');
    expect(importacaoStatusVariation({ situacao: 'processando', com_erro: 0 })).toBe('info');
  });

  it('refuses a file that is no .xlsx or .csv, or is over 5 MB, before sending it', () => {
    expect(importacaoFileProblem({ name: 'lista.XLSX', size: 10 })).toBeNull();
    expect(importacaoFileProblem({ name: 'lista.csv', size: 10 })).toBeNull();
    expect(importacaoFileProblem({ name: 'lista.pdf', size: 10 })).toBe(importacaoNotSpreadsheetMessage);
    expect(importacaoFileProblem({ name: 'lista.xlsx', size: 6 * 1024 * 1024 })).toBe(importacaoTooLargeMessage);
  });
});
