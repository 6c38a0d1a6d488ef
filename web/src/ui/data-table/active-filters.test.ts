import { describe, expect, it } from 'vitest';
import { countActiveFilters } from './active-filters';

describe('countActiveFilters', () => {
  it('counts the filters that hold a value', () => {
    // Act
    const count = countActiveFilters({ id_credenciada: 3, id_funcionario: null, id_tipo_status: [54, 66], busca: '' });

    // Assess
    expect(count).toBe(2);
  });

  it('does not count a filter left at its default, such as the default date window', () => {
    // Prepare
    const defaults = { agendamento_at: ['2025-01-01', '2025-03-01'], deleted: 0 };

    // Act
    const count = countActiveFilters({ agendamento_at: ['2025-01-01', '2025-03-01'], deleted: 0 }, defaults);
    const changed = countActiveFilters({ agendamento_at: ['2025-02-01', '2025-03-01'], deleted: 1 }, defaults);

    // Assess
    expect(count).toBe(0);
    expect(changed).toBe(2);
  });

  it('treats an array of empty values as no filter', () => {
    // Act
    const count = countActiveFilters({ created_at: [null, null], tipos: [] });

    // Assess
    expect(count).toBe(0);
  });
});
