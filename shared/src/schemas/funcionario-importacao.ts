import * as z from 'zod';
import { invalidValueMessage, requiredMessage } from '../messages';

/*
 * The employee import (issue 14, "Employees can be imported in bulk from an .xlsx or .csv file"): the company
 * uploads a spreadsheet with a presigned POST, the API queues the job and a worker imports the good rows and
 * reports the bad ones by line with the form's own pt-BR messages (docs/decisions.md "Issue 14: employee import").
 */

/** What an import accepts: an .xlsx or .csv up to 5 MB and 5,000 employee rows. */
export const importacaoLimits = {
  bytes: 5 * 1024 * 1024,
  linhas: 5000,
  /** Errors the job's answer lists on screen; the .xlsx report has them all. */
  errosNaTela: 200,
  /** Imports the history lists (the company's newest). */
  historico: 20,
} as const;

/** The MIME type the presigned POST requires, by the file's extension. */
export const importacaoContentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

export type ImportacaoFormato = keyof typeof importacaoContentTypes;

export const importacaoNotSpreadsheetMessage = 'Envie uma planilha .xlsx ou .csv';
export const importacaoTooLargeMessage = `O arquivo deve ter até ${importacaoLimits.bytes / (1024 * 1024)} MB`;
export const importacaoQueuedMessage = 'Importação na fila. Acompanhe o andamento nesta tela.';
export const importacaoFileMissingMessage = 'O arquivo ainda não chegou. Envie a planilha novamente.';
export const importacaoAlreadyQueuedMessage = 'Esta importação já foi enviada para processamento.';

/** The format of a file name, or null when it is neither .xlsx nor .csv. */
export function importacaoFormato(nome: string): ImportacaoFormato | null {
  const match = /\.(xlsx|csv)$/i.exec(nome.trim());
  return match ? (match[1]!.toLowerCase() as ImportacaoFormato) : null;
}

/** POST funcionario/importacao/cadastrar: the file the browser is about to send (never its bytes). */
export const importacaoFormSchema = z.object(
  {
    arquivo: z.object(
      {
        nome: z
          .string({ error: requiredMessage })
          .trim()
          .min(1, requiredMessage)
          .max(255, invalidValueMessage)
          .refine((nome) => importacaoFormato(nome) !== null, { error: importacaoNotSpreadsheetMessage }),
        /** Bytes. */
        tamanho: z
          .number({ error: requiredMessage })
          .int(invalidValueMessage)
          .min(1, invalidValueMessage)
          .max(importacaoLimits.bytes, importacaoTooLargeMessage),
      },
      { error: requiredMessage },
    ),
  },
  { error: requiredMessage },
);
export type ImportacaoForm = z.infer<typeof importacaoFormSchema>;

/** The answer to cadastrar: the job's id and the presigned POST the browser sends the file to. */
export const importacaoPresignedSchema = z.object({
  id: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expira_em: z.string(),
  tamanho_maximo: z.number().int(),
});
export type ImportacaoPresigned = z.infer<typeof importacaoPresignedSchema>;

/**
 * Where a job is: waiting for the browser's file, queued (na fila), being read and written (processando), done
 * (concluida: N imported, M rows with errors) or failed (falhou: the file could not be read; `motivo` says why).
 */
export const importacaoSituacoes = ['aguardando_arquivo', 'na_fila', 'processando', 'concluida', 'falhou'] as const;
export type ImportacaoSituacao = (typeof importacaoSituacoes)[number];

/** A rejected row: its line in the spreadsheet and the reasons, each as 'Coluna: mensagem'. */
export const importacaoErroSchema = z.object({
  linha: z.number().int(),
  nome: z.string().nullable(),
  cpf: z.string().nullable(),
  erros: z.array(z.string()),
});
export type ImportacaoErro = z.infer<typeof importacaoErroSchema>;

/** GET funcionario/importacao/{id}: the job, its counts and (once done) its first rejected rows. */
export const importacaoSchema = z.object({
  id: z.string(),
  arquivo: z.string(),
  situacao: z.enum(importacaoSituacoes),
  /** Rows read (header and blank rows left out); null until read. */
  total: z.number().int().nullable(),
  importados: z.number().int(),
  /** Rows whose CPF is already this company's live employee: left as they are (create only). */
  existentes: z.number().int(),
  com_erro: z.number().int(),
  /** Why the job failed. */
  motivo: z.string().nullable(),
  /** The first {@link importacaoLimits.errosNaTela} rejected rows; the .xlsx report has them all. */
  erros: z.array(importacaoErroSchema),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Importacao = z.infer<typeof importacaoSchema>;

/** A spreadsheet the API answers (the model, the error report): base64 contents, as the other downloads. */
export const planilhaFileSchema = z.object({ contents: z.string(), filename: z.string(), contentType: z.string() });
export type PlanilhaFile = z.infer<typeof planilhaFileSchema>;

/** Whether a job has stopped changing (the screen stops polling). */
export function importacaoEncerrada(situacao: ImportacaoSituacao): boolean {
  return situacao === 'concluida' || situacao === 'falhou';
}

/**
 * GET funcionario/importacao (and the back office's empresa/{empresa}/funcionario/importacao): the company's newest
 * {@link importacaoLimits.historico} imports, newest first, without their rejected rows (the job's answer has them).
 */
export const importacaoResumoSchema = z.object({
  id: z.string(),
  arquivo: z.string(),
  situacao: z.enum(importacaoSituacoes),
  total: z.number().int().nullable(),
  importados: z.number().int(),
  existentes: z.number().int(),
  com_erro: z.number().int(),
  /** Who sent it. */
  usuario: z.string().nullable(),
  created_at: z.string(),
});
export type ImportacaoResumo = z.infer<typeof importacaoResumoSchema>;
