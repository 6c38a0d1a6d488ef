import { describe, expect, it } from 'vitest';
import { rowClassName, scheduleTone } from './row-tone';

describe('scheduleTone (spec 1 §2 row colours)', () => {
  const today = '2025-01-15';

  it.each([
    [{ date: '2025-01-15T10:00:00', today }, 'success'],
    [{ date: '2025-01-10', today, generated: true }, 'success'],
    [{ date: '2025-01-10', today }, 'warning'],
    [{ date: '2025-01-20', today }, 'info'],
    [{ date: '2025-01-15', today, deleted: true }, 'error'],
    [{ date: '2025-01-20', today, generated: true, deleted: true }, 'error'],
    [{ date: null, today }, undefined],
  ])('colours %j as %s', (row, tone) => {
    // Act
    const found = scheduleTone(row);

    // Assess
    expect(found).toBe(tone);
  });
});

describe('rowClassName', () => {
  it('marks a deleted row to be struck through besides its colour', () => {
    // Act
    const className = rowClassName('error', true);

    // Assess
    expect(className).toBe('oc-row oc-row--error oc-row--deleted');
  });

  it('gives a plain row only the base class', () => {
    // Act
    const className = rowClassName(undefined, false);

    // Assess
    expect(className).toBe('oc-row');
  });
});
