import { empresaEmailSchema, meuCadastroSchema } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { emailListText, toEmailValues, toMeuCadastroValues } from './meu-cadastro-values';

const data = {
  id: 'EMP1', versao: 2, nome: 'Metalúrgica Vale', cnpj: '45723174000110', cnae: '2511-0/00', ie: '123', cep: '01310100',
  end: 'Avenida Paulista', num: '1000', comp: null, bairro: 'Bela Vista', id_estado: '35', id_cidade: '350001',
  tel_com: '(11) 3333-4444', tel_cel: null, email: 'rh@metalvale.com.br', site: null, resp: null, u_nome: 'Ana',
  u_cpf: '51793046875', u_email: 'ana@metalvale.com.br',
};

describe('toMeuCadastroValues', () => {
  it('masks CNPJ, CEP and CPF, shows missing text as empty and leaves the passwords empty', () => {
    // Act
    const values = toMeuCadastroValues(data);

    // Assess
    expect(values).toMatchObject({ cnpj: '45.723.174/0001-10', cep: '01.310-100', u_cpf: '517.930.468-75', comp: '', senha_atual: '' });
  });

  it('gives values the shared schema accepts as they are, without a password change', () => {
    // Act
    const parsed = meuCadastroSchema.safeParse(toMeuCadastroValues(data));

    // Assess
    expect(parsed.success).toBe(true);
    expect(parsed.data?.cnpj).toBe('45723174000110');
    // The version read goes back with the save (issue 12 item 3).
    expect(parsed.data?.versao).toBe(2);
  });
});

describe('e-mail contacts', () => {
  it('starts a new contact active, for every front', () => {
    // Assess
    expect(toEmailValues(null)).toEqual({ tipo: '', fdt: [], email: '', obs: '', ativo: 1 });
  });

  it("refuses each bad address of a list with 'Email `x` não é válido'", () => {
    // Act
    const parsed = empresaEmailSchema.safeParse({ tipo: 197, fdt: [], email: 'rh@empresa.com.br; financeiro@; ok@b.com', ativo: 1 });

    // Assess
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Email `financeiro@` não é válido']);
  });

  it('lists the addresses separated by commas', () => {
    // Assess
    expect(emailListText('a@b.com; c@d.com.br;')).toBe('a@b.com, c@d.com.br');
  });
});
