import { describe, expect, it } from 'vitest';
import { ActionKey, newRequestKey } from './request-key';

function counterKeys() {
  let n = 0;
  return () => `chave-${(n += 1)}`;
}

describe('ActionKey', () => {
  it('reuses the key when the same action is retried after getting no answer', () => {
    // Prepare
    const action = new ActionKey(counterKeys());
    const first = action.keyFor({ nome: 'Ana' });

    // Act
    action.settle(false);
    const retry = action.keyFor({ nome: 'Ana' });

    // Assess
    expect(retry).toBe(first);
  });

  it('starts a new action once the server answered', () => {
    // Prepare
    const action = new ActionKey(counterKeys());
    const first = action.keyFor({ nome: 'Ana' });

    // Act
    action.settle(true);
    const next = action.keyFor({ nome: 'Ana' });

    // Assess
    expect(next).not.toBe(first);
  });

  it('starts a new action when the payload changed, even without an answer', () => {
    // Prepare
    const action = new ActionKey(counterKeys());
    const first = action.keyFor({ nome: 'Ana' });
    action.settle(false);

    // Act
    const changed = action.keyFor({ nome: 'Ana Maria' });

    // Assess
    expect(changed).not.toBe(first);
  });
});

describe('newRequestKey', () => {
  it('gives a different key on every call', () => {
    // Act
    const keys = new Set(Array.from({ length: 50 }, newRequestKey));

    // Assess
    expect(keys.size).toBe(50);
  });
});
