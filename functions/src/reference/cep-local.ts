/**
 * A small local address book for the demo and tests (the production adapter asks ViaCEP): real CEPs of the
 * cities the demo data uses.
 */
export const localCeps: Record<string, { logradouro: string; bairro: string; cidade: string; uf: string }> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP' },
  '01001000': { logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', uf: 'SP' },
  '04538133': { logradouro: 'Avenida Brigadeiro Faria Lima', bairro: 'Itaim Bibi', cidade: 'São Paulo', uf: 'SP' },
  '13015904': { logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', cidade: 'Campinas', uf: 'SP' },
  '20040020': { logradouro: 'Rua da Assembleia', bairro: 'Centro', cidade: 'Rio de Janeiro', uf: 'RJ' },
  '22250040': { logradouro: 'Praia de Botafogo', bairro: 'Botafogo', cidade: 'Rio de Janeiro', uf: 'RJ' },
  '30130010': { logradouro: 'Praça Sete de Setembro', bairro: 'Centro', cidade: 'Belo Horizonte', uf: 'MG' },
  '40020000': { logradouro: 'Avenida Sete de Setembro', bairro: 'Centro', cidade: 'Salvador', uf: 'BA' },
  '50030230': { logradouro: 'Avenida Rio Branco', bairro: 'Recife', cidade: 'Recife', uf: 'PE' },
  '60060440': { logradouro: 'Rua Barão do Rio Branco', bairro: 'Centro', cidade: 'Fortaleza', uf: 'CE' },
  '70040010': { logradouro: 'Setor Bancário Sul', bairro: 'Asa Sul', cidade: 'Brasília', uf: 'DF' },
  '80010000': { logradouro: 'Praça Tiradentes', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR' },
  '88010400': { logradouro: 'Rua Felipe Schmidt', bairro: 'Centro', cidade: 'Florianópolis', uf: 'SC' },
  '90010150': { logradouro: 'Rua dos Andradas', bairro: 'Centro Histórico', cidade: 'Porto Alegre', uf: 'RS' },
  '69005070': { logradouro: 'Avenida Eduardo Ribeiro', bairro: 'Centro', cidade: 'Manaus', uf: 'AM' },
  '66010000': { logradouro: 'Avenida Presidente Vargas', bairro: 'Campina', cidade: 'Belém', uf: 'PA' },
  '74003010': { logradouro: 'Avenida Goiás', bairro: 'Setor Central', cidade: 'Goiânia', uf: 'GO' },
  '29010000': { logradouro: 'Avenida Jerônimo Monteiro', bairro: 'Centro', cidade: 'Vitória', uf: 'ES' },
};
