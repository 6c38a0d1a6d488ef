import { QueryClient } from '@tanstack/react-query';
import type { Importacao, ImportacaoResumo } from '@ocupacional/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHtml } from '../../../test-support/render-html';
import { followMs, importacaoOptions, importacoesOptions } from '../api/importacoes';
import { erroLinhas, erroPartes } from '../utils/erros';
import { FuncionarioImportacaoTab, ImportacaoResultado } from './funcionario-importacao-tab';

/*
 * The company record's tab 'Importar Funcionários' (issue 14): the history comes from the company's route, a job is
 * polled until it is done and no longer, and a done job shows its counts and its rejected rows by line, column and
 * reason, with the report's download. The API is a fake fetch; the screen is rendered to HTML.
 */

const job = (changes: Partial<Importacao> = {}): Importacao => ({
  id: 'j1',
  arquivo: 'funcionarios.xlsx',
  situacao: 'concluida',
  total: 3,
  importados: 2,
  existentes: 0,
  com_erro: 1,
  motivo: null,
  erros: [{ linha: 3, nome: 'Bruno Lima', cpf: '12345678900', erros: ['CPF: Digite um CPF válido', 'Data de Nascimento: Campo obrigatório'] }],
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: '2026-11-25T12:00:05.000Z',
  ...changes,
});

const historico: ImportacaoResumo[] = [
  { id: 'j2', arquivo: 'novos.csv', situacao: 'processando', total: null, importados: 0, existentes: 0, com_erro: 0, usuario: 'Ana', created_at: '2026-11-26T12:00:00.000Z' },
  { id: 'j1', arquivo: 'funcionarios.xlsx', situacao: 'concluida', total: 3, importados: 2, existentes: 0, com_erro: 1, usuario: 'Ana', created_at: '2026-11-25T12:00:00.000Z' },
];

/** A fetch that answers each call with the next of `answers` (the last one repeated), recording the URLs. */
function fakeApi(...answers: unknown[]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const data = answers[Math.min(urls.length - 1, answers.length - 1)];
    return new Response(JSON.stringify({ status: 200, msg: '', data }), { status: 200 });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('FuncionarioImportacaoTab', () => {
  it('shows the model, the file input and the company’s history from its route, each import openable', async () => {
    // Prepare
    const urls = fakeApi(historico);
    const loaded = await new QueryClient().fetchQuery(importacoesOptions('e1'));
    // Act
    const html = renderHtml(<FuncionarioImportacaoTab empresaId="e1" />, {
      seed: (client) => client.setQueryData(importacoesOptions('e1').queryKey, loaded),
    });
    // Assess
    expect(urls).toEqual(['/sst/api/empresa/e1/funcionario/importacao']);
    for (const testId of ['importacao-tab-modelo', 'importacao-tab-arquivo', 'importacao-tab-enviar', 'importacao-tab-historico']) {
      expect(html).toContain(`data-testid="${testId}"`);
    }
    expect(html).toContain('accept=".xlsx,.csv');
    expect(html).toContain('até 5 MB e 5000 linhas');
    expect(html).toMatch(/data-testid="importacao-tab-historico-j2" data-situacao="processando".*Processando\.\.\..*novos\.csv|novos\.csv.*Processando/s);
    expect(html).toMatch(/data-testid="importacao-tab-historico-j1".*Concluída: 2 importado\(s\), 1 com erro/s);
    expect(html).toContain('data-testid="importacao-tab-ver"');
  });

  it('polls a job while it runs and stops once it is done (the query’s refetchInterval)', async () => {
    // Prepare: the job's answers in turn, as the worker moves it on.
    const urls = fakeApi(job({ situacao: 'na_fila', total: null, com_erro: 0, erros: [] }), job({ situacao: 'processando', erros: [] }), job());
    const client = new QueryClient();
    const options = importacaoOptions('e1', 'j1');
    const interval = options.refetchInterval as (query: { state: { data: Importacao | undefined } }) => number | false;
    // Act (the query client in a browser calls the query again after each interval the function answers; in Node it
    // never schedules one, so the test makes the calls it would)
    const intervals: (number | false)[] = [interval({ state: { data: undefined } })];
    for (let call = 0; call < 3; call += 1) {
      await client.refetchQueries({ queryKey: options.queryKey });
      const data = await client.fetchQuery({ ...options, staleTime: Infinity });
      intervals.push(interval({ state: { data } }));
    }
    // Assess
    expect(intervals).toEqual([followMs, followMs, followMs, false]);
    expect(urls).toEqual(Array(3).fill('/sst/api/empresa/e1/funcionario/importacao/j1'));
    expect(client.getQueryData(options.queryKey)?.situacao).toBe('concluida');
  });

  it('shows a done job’s counts and each rejected row’s line, column and reason, with the report to download', () => {
    // Act
    const html = renderHtml(<ImportacaoResultado empresaId="e1" job={job()} />);
    const falhou = renderHtml(<ImportacaoResultado empresaId="e1" job={job({ situacao: 'falhou', motivo: 'A planilha não tem a coluna CPF', erros: [], com_erro: 0 })} />);
    // Assess
    expect(html).toContain('data-situacao="concluida"');
    expect(html).toMatch(/data-testid="importacao-tab-lidas">3</);
    expect(html).toMatch(/data-testid="importacao-tab-importadas">2</);
    expect(html).toMatch(/data-testid="importacao-tab-com-erro">1</);
    expect(html).toContain('data-testid="importacao-tab-relatorio"');
    expect(html).toMatch(/data-testid="importacao-tab-erro-3".*>3<.*Bruno Lima.*>CPF<.*Digite um CPF válido/s);
    expect(html).toMatch(/>Data de Nascimento<.*Campo obrigatório/s);
    expect(falhou).toContain('A planilha não tem a coluna CPF');
    expect(falhou).not.toContain('importacao-tab-relatorio');
  });

  it('splits a reason into column and message; a reason of the whole row keeps no column', () => {
    expect(erroPartes('Função: "Soldador" não cadastrada no GHE')).toEqual({ coluna: 'Função', motivo: '"Soldador" não cadastrada no GHE' });
    expect(erroPartes('Linha vazia: nada a importar "x: y"')).toEqual({ coluna: 'Linha vazia', motivo: 'nada a importar "x: y"' });
    expect(erroPartes('O CPF "1: 2" não é válido')).toEqual({ coluna: '', motivo: 'O CPF "1: 2" não é válido' });
    expect(erroLinhas(job().erros).map((linha) => [linha.linha, linha.coluna])).toEqual([
      [3, 'CPF'],
      [3, 'Data de Nascimento'],
    ]);
  });
});
