import { certificadoMaxBytes, esocialMensagens } from '@ocupacional/shared';

/*
 * The A1 file of the 'Certificado' modal (spec 2 §3, §5): read in the browser and sent base64 in the JSON body, so
 * the checks the server would make on the name and the size are made before the upload.
 */

/** What is wrong with a chosen file before reading it: its extension (.pfx/.p12) or its size (64 kB); null if fine. */
export function certificateFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(pfx|p12)$/i.test(file.name)) return esocialMensagens.somenteA1;
  if (file.size > certificadoMaxBytes) return 'Arquivo maior que 64 kB';
  if (file.size === 0) return 'Arquivo de certificado inválido';
  return null;
}

/**
 * Bytes as base64 (the body's `arquivo.conteudo`), in chunks so a large array does not overflow the call stack.
 *
 * @example bytesToBase64(new Uint8Array([77, 97, 110])) // 'TWFu'
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** Reads a chosen file as `{nome, conteudo}` for certificadoSalvarSchema. */
export async function readCertificateFile(file: File): Promise<{ nome: string; conteudo: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { nome: file.name, conteudo: bytesToBase64(bytes) };
}

const dateFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * An instant as the day it is in Brasília, dd/mm/aaaa; '' for an invalid or missing one.
 *
 * @example formatDay('2026-03-01T02:00:00Z') // '28/02/2026'
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter.format(date);
}

/** The days-left cell: 'N dia(s)', or 'Vencido' once expired. */
export function daysLeftText(dias: number): string {
  if (dias < 0) return 'Vencido';
  return `${dias} dia(s)`;
}
