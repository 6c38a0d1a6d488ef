import { Button, Heading } from '@aws-amplify/ui-react';
import { defaultModalWidth } from '@ocupacional/shared';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** 95% of the window by default (spec 1 §9). */
  width?: string;
  testId?: string;
}

/**
 * A modal dialog on the browser's own <dialog>: focus kept inside, Esc closes, the page behind inert.
 *
 * @example <Modal open={open} onClose={close} title="Recuperar Senha">…</Modal>
 */
export function Modal({ open, onClose, title, children, footer, width = defaultModalWidth, testId }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="oc-modal"
      style={{ width }}
      aria-labelledby={titleId}
      data-testid={testId}
      // Esc: the parent decides, so its state stays the truth.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className="oc-modal__header">
            <Heading level={4} id={titleId}>
              {title}
            </Heading>
            <Button variation="link" size="small" onClick={onClose} aria-label="Fechar">
              ✕
            </Button>
          </div>
          <div className="oc-modal__body">{children}</div>
          {footer ? <div className="oc-modal__footer">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
