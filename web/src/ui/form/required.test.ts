import { describe, expect, it } from 'vitest';
import { isMissing } from './required';

describe('isMissing', () => {
  it.each([undefined, null, '', '   ', []])('treats %j as missing', (value) => {
    // Act
    const missing = isMissing(value);

    // Assess
    expect(missing).toBe(true);
  });

  it.each([0, false, 'a', [1], {}])('treats %j as given', (value) => {
    // Act
    const missing = isMissing(value);

    // Assess
    expect(missing).toBe(false);
  });
});
