import { describe, expect, it } from 'vitest';
import { can } from './permissions';

describe('can', () => {
  const user = { is_adm: false, is_sadm: false, acesso_permissao: [559] };

  it('lets a user do what a permission of theirs allows', () => {
    // Act
    const allowed = can(user, 559);

    // Assess
    expect(allowed).toBe(true);
  });

  it('refuses a permission the user lacks, and refuses everything without a user', () => {
    // Act
    const refused = [can(user, 560), can(undefined, 559)];

    // Assess
    expect(refused).toEqual([false, false]);
  });

  it('lets administrators and super administrators through every check (spec 1 §6)', () => {
    // Act
    const allowed = [can({ ...user, is_adm: true }, 560), can({ ...user, is_sadm: true }, 560)];

    // Assess
    expect(allowed).toEqual([true, true]);
  });
});
