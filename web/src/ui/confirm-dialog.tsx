import { Button, Text } from '@aws-amplify/ui-react';
import {
  attentionTitle,
  cancellationConfirmation,
  deleteConfirmation,
  logoutConfirmation,
  releaseConfirmation,
} from '@ocupacional/shared';
import { createContext, useCallback, useContext, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmOptions {
  /** The question, e.g. deleteConfirmation(n) or logoutConfirmation from shared (spec 1 §2, §5). */
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action shows its button in red. */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Lets any screen ask a yes/no question with {@link useConfirm}; one dialog at a time. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<ConfirmOptions | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        answer.current(false);
        answer.current = resolve;
        setAsked(options);
      }),
    [],
  );

  const close = (confirmed: boolean) => {
    answer.current(confirmed);
    answer.current = () => undefined;
    setAsked(null);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      <Modal
        open={asked !== null}
        onClose={() => close(false)}
        title={asked?.title ?? attentionTitle}
        width="min(32rem, 95%)"
        testId="confirm-dialog"
        footer={
          <>
            <Button onClick={() => close(false)}>{asked?.cancelLabel ?? 'Cancelar'}</Button>
            <Button
              variation="primary"
              colorTheme={asked?.danger ? 'error' : undefined}
              onClick={() => close(true)}
              data-testid="confirm-yes"
            >
              {asked?.confirmLabel ?? 'Confirmar'}
            </Button>
          </>
        }
      >
        <Text>{asked?.message}</Text>
      </Modal>
    </ConfirmContext>
  );
}

/**
 * Asks for confirmation; resolves true on confirm, false on cancel or Esc.
 *
 * @example if (await confirm({ message: deleteConfirmation(ids.length), danger: true })) remove(ids);
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}

/**
 * The spec's confirmations (spec 1 §2, §5), so every screen asks them in the same words.
 *
 * @example const confirmations = useConfirmations(); if (await confirmations.deleteRecords(ids.length)) remove(ids);
 */
export function useConfirmations() {
  const confirm = useConfirm();
  return {
    logout: () => confirm({ message: logoutConfirmation, confirmLabel: 'Sair' }),
    release: () => confirm({ message: releaseConfirmation }),
    cancellation: () => confirm({ message: cancellationConfirmation, danger: true }),
    deleteRecords: (count: number) => confirm({ message: deleteConfirmation(count), danger: true }),
    /** Generating a consultation or starting attendance names the employee (spec 1 §2). */
    custom: confirm,
  };
}
