import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws';

/*
 * Writes that change several items together (docs/data-model.md "Transactions"): the entities build each
 * operation's parameters (keys, conditions, ElectroDB's own attributes) with `.params()`, and one
 * TransactWriteItems applies them all or none.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A Put, Update, Delete or ConditionCheck built by an entity's `.params()`. */
export type TransactOperation =
  | { readonly put: object }
  | { readonly update: object }
  | { readonly delete: object }
  | { readonly check: object };

/** A transaction refused because a condition of one of its operations failed (the item changed meanwhile). */
export class TransactionConflictError extends Error {
  constructor(
    readonly reasons: readonly (string | undefined)[],
    options?: { cause?: unknown },
  ) {
    super(`transaction cancelled: ${reasons.join(', ')}`, options);
    this.name = 'TransactionConflictError';
  }

  /** Whether the operation at `index` is the one whose condition failed. */
  failedAt(index: number): boolean {
    return this.reasons[index] === 'ConditionalCheckFailed';
  }
}

function toItem(operation: TransactOperation): TransactItem {
  if ('put' in operation) return { Put: operation.put as never };
  if ('update' in operation) return { Update: operation.update as never };
  if ('delete' in operation) return { Delete: operation.delete as never };
  return { ConditionCheck: operation.check as never };
}

/**
 * Applies up to 100 operations atomically. A failed condition throws {@link TransactionConflictError} naming
 * which operations failed; any other failure is rethrown as it came.
 *
 * @example await transactWrite([{ put: consultasExternas().create(item).params() }, { put: entry.params() }]);
 */
export async function transactWrite(operations: readonly TransactOperation[]): Promise<void> {
  if (operations.length === 0) return;
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: operations.map(toItem) }));
  } catch (error) {
    const cancelled = error as { name?: string; CancellationReasons?: { Code?: string }[] };
    if (cancelled.name === 'TransactionCanceledException') {
      const reasons = (cancelled.CancellationReasons ?? []).map((reason) => reason.Code);
      if (reasons.some((code) => code === 'ConditionalCheckFailed')) {
        throw new TransactionConflictError(reasons, { cause: error });
      }
    }
    throw error;
  }
}
