import { requiredMessage, staleRecordMessage } from '@ocupacional/shared';
import { HttpError } from '../platform/http';
import { validationFailedMessage } from '../platform/messages';

/*
 * Optimistic concurrency of the edit forms (issue 12 item 3): every editable record carries `versao` (1 on
 * create, +1 on each edit). A form reads it, sends it back with the save, and the save writes only where the
 * stored version is still the one read (an ElectroDB condition in the same write); otherwise it answers 409 with
 * {@link staleRecordMessage} and changes nothing. Records written before versions existed have no `versao`: they
 * read as version 0, and an edit at 0 is conditioned on the attribute being absent.
 */

/** The version a stored record is at: 0 when it is absent or predates versions. */
export function versaoDe(item: { versao?: number | null } | null | undefined): number {
  return item?.versao ?? 0;
}

/** The version an edit writes: one more than the one it read. */
export function proximaVersao(lida: number): number {
  return lida + 1;
}

/**
 * The version a save read, required when it edits a record (`editando`): a save without one answers 400 with a
 * field error, since it cannot prove it saw the stored record.
 */
export function versaoLida(versao: number | undefined, editando = true): number {
  if (versao !== undefined) return versao;
  if (!editando) return 0;
  throw new HttpError(400, validationFailedMessage, { fields: { versao: [requiredMessage] } });
}

/** The 409 of a save whose version is not the stored one. */
export function registroAlteradoError(options?: { cause?: unknown }): HttpError {
  return new HttpError(409, staleRecordMessage, null, options);
}

/** Answers 409 at once when the record read now is already past the version the form read. */
export function exigirVersao(item: { versao?: number | null } | null | undefined, lida: number): void {
  if (versaoDe(item) !== lida) throw registroAlteradoError();
}

type Operations<V> = { eq: (attribute: V, value: number) => string; notExists: (attribute: V) => string };

/**
 * The ElectroDB `.where()` condition that the stored version is still `lida` (absent for 0).
 *
 * @example funcionarios().patch(key).set({ ...set, versao: proximaVersao(lida) }).where(naVersao(lida)).go()
 */
export function naVersao(lida: number) {
  return <V>({ versao }: { versao: V }, { eq, notExists }: Operations<V>): string =>
    lida === 0 ? notExists(versao) : eq(versao, lida);
}

/** Whether a write failed on its condition (ElectroDB wraps the SDK's error; the cause says). */
function conditionFailed(error: unknown): boolean {
  for (let current = error as { name?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.name === 'ConditionalCheckFailedException') return true;
  }
  return false;
}

/**
 * Runs a conditioned write; a failed condition (the version moved between the read and the write, or the record
 * went away) answers 409 instead of the database's error.
 */
export async function gravarNaVersao<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (conditionFailed(error)) throw registroAlteradoError({ cause: error });
    throw error;
  }
}
