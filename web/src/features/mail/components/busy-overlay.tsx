import { Loader } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';
import './mail.css';

/**
 * The full-screen text shown while a message is being sent (spec 2 §2: 'Aguarde um momento...' on the test
 * message, 'Aguarde enquanto o email é processado...' on ASO by e-mail). A modal <dialog>, so it covers an open
 * modal too and keeps the page behind from being used; Esc does not close it.
 */
export function BusyOverlay({ open, text }: { open: boolean; text: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="oc-mail-busy"
      aria-live="assertive"
      data-testid="busy-overlay"
      onCancel={(event) => event.preventDefault()}
    >
      {open ? (
        <>
          <Loader size="large" ariaLabel={text} />
          <span>{text}</span>
        </>
      ) : null}
    </dialog>
  );
}
