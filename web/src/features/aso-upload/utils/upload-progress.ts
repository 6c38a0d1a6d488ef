import { asoUploadTooLargeMessage } from '@ocupacional/shared';

/*
 * The upload's progress bar and S3's refusals (spec 1 §5, spec 2 §5; docs/api/aso-upload.md step 3): the bar stops
 * at 99 % until S3 answers the POST, and S3's XML error becomes a message the operator understands.
 */

/** The percentage shown while the file travels: never 100 before S3's answer (spec 1 §5). */
export function cappedPercent(fraction: number, done = false): number {
  if (done) return 100;
  if (!Number.isFinite(fraction) || fraction <= 0) return 0;
  return Math.min(99, Math.floor(fraction * 100));
}

/** The generic failure of the POST to S3 (ours). */
export const s3FailureMessage = 'Não foi possível enviar o arquivo. Tente novamente.';

/**
 * What to show for S3's answer to a refused POST: 'O arquivo deve ter no máximo 25 MB.' for EntityTooLarge, the
 * generic failure for anything else (another key or type, an expired form, no answer).
 *
 * @example s3Failure('<Error><Code>EntityTooLarge</Code></Error>') // 'O arquivo deve ter no máximo 25 MB.'
 */
export function s3Failure(responseText: string): string {
  const code = /<Code>([^<]+)<\/Code>/.exec(responseText)?.[1]?.trim();
  return code === 'EntityTooLarge' ? asoUploadTooLargeMessage : s3FailureMessage;
}

/** Identification progress as text: pages read of pages, once the file is split. */
export function pagesProgressText(upload: { paginas: number | null; paginas_processadas: number }): string {
  if (!upload.paginas) return 'Aguardando o processamento do arquivo...';
  return `${upload.paginas_processadas} de ${upload.paginas} páginas processadas`;
}

/** The identification progress as a percentage (0 until the file is split). */
export function pagesPercent(upload: { paginas: number | null; paginas_processadas: number }): number {
  if (!upload.paginas) return 0;
  return Math.min(100, Math.round((upload.paginas_processadas / upload.paginas) * 100));
}
