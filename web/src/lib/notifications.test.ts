import { describe, expect, it } from 'vitest';
import { notificationMs } from '@ocupacional/shared';
import { createNotificationStore } from './notifications';

function manualClock() {
  const pending: { run: () => void; ms: number }[] = [];
  return { schedule: (run: () => void, ms: number) => void pending.push({ run, ms }), pending };
}

describe('createNotificationStore', () => {
  it("titles a notification 'Atenção' and keeps it 10 seconds by default", () => {
    // Prepare
    const clock = manualClock();
    const store = createNotificationStore({ schedule: clock.schedule });

    // Act
    const shown = store.notify({ message: 'Algo falhou' });

    // Assess
    expect(shown).toMatchObject({ title: 'Atenção', variation: 'error', durationMs: 10_000 });
    expect(clock.pending[0]?.ms).toBe(10_000);
  });

  it('uses the shorter duration the store was made with', () => {
    // Prepare
    const clock = manualClock();
    const store = createNotificationStore({ defaultDurationMs: notificationMs.curta, schedule: clock.schedule });

    // Act
    store.notify({ message: 'Registro salvo com sucesso!', variation: 'success' });

    // Assess
    expect(clock.pending[0]?.ms).toBe(4_000);
  });

  it('removes a notification when its time is up and tells the listeners', () => {
    // Prepare
    const clock = manualClock();
    const store = createNotificationStore({ schedule: clock.schedule });
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.notify({ message: 'primeira' });
    store.notify({ message: 'segunda' });

    // Act
    clock.pending[0]?.run();

    // Assess
    expect(store.list().map((n) => n.message)).toEqual(['segunda']);
    expect(changes).toBe(3);
  });

  it('shows a message once while the same message is on screen', () => {
    // Prepare
    const clock = manualClock();
    const store = createNotificationStore({ schedule: clock.schedule });

    // Act
    const first = store.notify({ message: 'Servico indisponível. Aguarde 5 minutos e tente novamente.' });
    const again = store.notify({ message: 'Servico indisponível. Aguarde 5 minutos e tente novamente.' });

    // Assess
    expect(again.id).toBe(first.id);
    expect(store.list()).toHaveLength(1);
  });
});
