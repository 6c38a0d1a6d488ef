import { Alert } from '@aws-amplify/ui-react';
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { NotificationInput, NotificationStore } from '../lib/notifications';

const NotificationsContext = createContext<NotificationStore | null>(null);

/** Gives screens the app's notification store and shows its notifications in a corner stack. */
export function NotificationsProvider({ store, children }: { store: NotificationStore; children: ReactNode }) {
  return (
    <NotificationsContext value={store}>
      {children}
      <NotificationStack store={store} />
    </NotificationsContext>
  );
}

/**
 * Shows a notification, titled 'Atenção' and kept for the area's duration unless told otherwise (spec 1 §8).
 *
 * @example const notify = useNotify(); notify({ message: 'Registro salvo com sucesso!', variation: 'success' });
 */
export function useNotify(): (input: NotificationInput) => void {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotify needs a NotificationsProvider');
  return store.notify;
}

function NotificationStack({ store }: { store: NotificationStore }) {
  const items = useSyncExternalStore(store.subscribe, store.list, store.list);
  const stack = useRef<HTMLDivElement>(null);

  // A popover lives in the browser's top layer, so notifications show above an open modal <dialog>; showing it
  // again after each change puts it above a dialog opened since.
  useEffect(() => {
    const element = stack.current;
    if (!element?.showPopover) return;
    if (element.matches(':popover-open')) element.hidePopover();
    if (items.length > 0) element.showPopover();
  }, [items]);

  return (
    <div ref={stack} popover="manual" className="oc-notifications" aria-live="polite" data-testid="notifications">
      {items.map((item) => (
        <Alert
          key={item.id}
          variation={item.variation}
          heading={item.title}
          isDismissible
          onDismiss={() => store.dismiss(item.id)}
          data-testid="notification"
        >
          {item.message}
        </Alert>
      ))}
    </div>
  );
}
