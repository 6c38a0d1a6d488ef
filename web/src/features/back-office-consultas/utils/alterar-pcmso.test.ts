import { describe, expect, it } from 'vitest';
import { alterarDesbloqueado, alterarPronto } from './alterar-pcmso';

describe('alterar PCMSO choices', () => {
  it('keeps the button disabled until the four choices are made', () => {
    expect(alterarPronto({})).toBe(false);
    expect(alterarPronto({ id_fdt: 'F', id_ghe: 'G', id_funcao: 'X' })).toBe(false);
    expect(alterarPronto({ id_fdt: 'F', id_ghe: 'G', id_funcao: 'X', id_tabela_preco: 'T' })).toBe(true);
  });

  it('unlocks the selects in sequence: front, GHE, function, price table', () => {
    expect(alterarDesbloqueado({})).toEqual({ id_fdt: true, id_ghe: false, id_funcao: false, id_tabela_preco: false });
    expect(alterarDesbloqueado({ id_fdt: 'F' })).toEqual({ id_fdt: true, id_ghe: true, id_funcao: false, id_tabela_preco: false });
    expect(alterarDesbloqueado({ id_fdt: 'F', id_ghe: 'G', id_funcao: 'X' }).id_tabela_preco).toBe(true);
    // A later choice without the earlier ones does not unlock anything after it.
    expect(alterarDesbloqueado({ id_ghe: 'G', id_funcao: 'X' }).id_tabela_preco).toBe(false);
  });
});
