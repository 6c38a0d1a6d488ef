import { describe, expect, it } from 'vitest';
import { lookupLabel } from './lookup-input';

describe('lookupLabel (spec 1 §9: lookup labels cut to 100 when longer than 50)', () => {
  it('keeps labels up to 100 characters whole', () => {
    // Prepare
    const label = 'x'.repeat(100);

    // Act
    const shown = lookupLabel(label);

    // Assess
    expect(shown).toBe(label);
  });

  it('cuts a longer label to 100 characters', () => {
    // Act
    const shown = lookupLabel(`${'a'.repeat(100)}bbbb`);

    // Assess
    expect(shown).toBe(`${'a'.repeat(100)}...`);
  });
});
