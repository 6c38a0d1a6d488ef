import type { FuncionarioFormInput, FuncionarioSaveResult } from '@ocupacional/shared';
import type { Answered } from '../../../lib/api-client';

/** How saving the employee form ended. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly id: string }
  /** The CPF was registered already and the user moved that employee here. */
  | { readonly kind: 'transferred'; readonly id: string }
  /** The CPF was registered already and the user did not want the transfer: back to the list (spec 1 §2). */
  | { readonly kind: 'declined' };

export interface SaveWithTransferSteps {
  save(body: FuncionarioFormInput): Promise<Answered<FuncionarioSaveResult>>;
  /** Asks the user, with the server's message, whether to transfer the employee. */
  confirmTransfer(message: string): Promise<boolean>;
}

/** What the confirmation says when the server's message is empty (ours). */
export const transferQuestion =
  'Já existe um funcionário cadastrado com esse CPF. Deseja transferir o funcionário para a sua empresa?';

/**
 * Saves the employee form; a CPF already registered (data.cadastrado) asks whether to transfer the employee: on
 * confirm the same body is sent again with created_user 1, on cancel nothing more is sent (spec 1 §2).
 *
 * @example const outcome = await saveWithTransfer(values, { save, confirmTransfer: (msg) => confirm({ message: msg }) });
 */
export async function saveWithTransfer(body: FuncionarioFormInput, steps: SaveWithTransferSteps): Promise<SaveOutcome> {
  const first = await steps.save({ ...body, created_user: 0 });
  if (!first.data.cadastrado && first.data.id) return { kind: 'saved', id: first.data.id };
  if (!(await steps.confirmTransfer(first.msg || transferQuestion))) return { kind: 'declined' };
  const moved = await steps.save({ ...body, created_user: 1 });
  if (!moved.data.id) throw new Error('the transfer answered without the employee id');
  return { kind: 'transferred', id: moved.data.id };
}
