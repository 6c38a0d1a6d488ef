import { attentionTitle, notificationMs } from '@ocupacional/shared';

/*
 * Notifications (spec 1 §8): titled 'Atenção' unless told otherwise, shown 10 s (4 s in the web area). A small
 * store outside React, so the HTTP client can notify without a component; ui/notification-stack.tsx shows it.
 */

export type NotificationVariation = 'error' | 'warning' | 'success' | 'info';

export interface Notification {
  readonly id: number;
  readonly title: string;
  readonly message: string;
  readonly variation: NotificationVariation;
  /** How long it stays, in milliseconds. */
  readonly durationMs: number;
}

export type NotificationInput = Pick<Notification, 'message'> & Partial<Omit<Notification, 'id' | 'message'>>;

/** The default duration: 10 seconds (spec 1 §8); the back office uses notificationMs.curta (4 s). */
const defaultNotificationMs = notificationMs.padrao;

export interface NotificationStore {
  notify(input: NotificationInput): Notification;
  dismiss(id: number): void;
  /** The notifications on screen, oldest first; a new array after each change (for useSyncExternalStore). */
  list(): readonly Notification[];
  subscribe(listener: () => void): () => void;
}

/**
 * A notification store; each notification is dismissed after its duration by `schedule` (setTimeout by default,
 * injectable for tests).
 */
export function createNotificationStore(
  options: { defaultDurationMs?: number; schedule?: (run: () => void, ms: number) => void } = {},
): NotificationStore {
  const defaultDurationMs = options.defaultDurationMs ?? defaultNotificationMs;
  const schedule = options.schedule ?? ((run, ms) => void setTimeout(run, ms));
  const listeners = new Set<() => void>();
  let items: readonly Notification[] = [];
  let lastId = 0;

  const changed = () => listeners.forEach((listener) => listener());

  const store: NotificationStore = {
    notify(input) {
      const title = input.title ?? attentionTitle;
      const variation = input.variation ?? 'error';
      // The same message twice (a query retried, two calls failing alike) shows once.
      const shown = items.find(
        (item) => item.message === input.message && item.title === title && item.variation === variation,
      );
      if (shown) return shown;
      lastId += 1;
      const notification: Notification = {
        id: lastId,
        title,
        message: input.message,
        variation,
        durationMs: input.durationMs ?? defaultDurationMs,
      };
      items = [...items, notification];
      changed();
      schedule(() => store.dismiss(notification.id), notification.durationMs);
      return notification;
    },
    dismiss(id) {
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      changed();
    },
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
