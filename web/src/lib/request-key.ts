/*
 * The x-chave-requisicao header (spec 1 §7): one key per user action on non-GET calls. The server answers a
 * repeated key with the first answer, so a retry of the same action must reuse its key (a save whose answer was
 * lost is then not saved twice) while a new action, or the same button pressed with other data, gets a new one.
 */

/** A fresh random request key. */
export function newRequestKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The key of one user action (a form's save, a delete button). Ask {@link ActionKey.keyFor} before each attempt and
 * report the outcome with {@link ActionKey.settle}: an attempt that got no answer keeps the key for a retry with the
 * same payload; an answered attempt, or a different payload, starts a new action.
 *
 * @example
 * const action = new ActionKey();
 * const key = action.keyFor(body); // same key again if the previous attempt had no answer and body is equal
 */
export class ActionKey {
  private key: string | undefined;
  private payload: string | undefined;
  private readonly create: () => string;

  constructor(create: () => string = newRequestKey) {
    this.create = create;
  }

  /** The key for an attempt with this payload. */
  keyFor(payload: unknown): string {
    const fingerprint = fingerprintOf(payload);
    if (this.key === undefined || this.payload !== fingerprint) {
      this.key = this.create();
      this.payload = fingerprint;
    }
    return this.key;
  }

  /** After an attempt: `answered` is false only when the request got no answer from the server. */
  settle(answered: boolean): void {
    if (answered) this.key = undefined;
  }
}

function fingerprintOf(payload: unknown): string {
  if (payload instanceof FormData) {
    // Files compare by name, size and date: reading their bytes to compare attempts is not worth it.
    const entries = [...payload.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.lastModified],
    );
    return JSON.stringify(entries);
  }
  return JSON.stringify(payload ?? null);
}
