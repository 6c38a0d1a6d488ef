import { funcaoCadastroSchema } from '@ocupacional/shared';
import { registryCalls } from './registry-calls';

/** Configurações › Funções (GET funcao, funcao/{id}, funcao/excel; POST funcao/editar, funcao/deletar). */
export const funcoesApi = registryCalls(
  'funcoes-cadastro',
  { list: 'funcaoLista', one: 'funcao', excel: 'funcaoExcel', save: 'funcaoSalvar', remove: 'funcaoDeletar' },
  funcaoCadastroSchema,
);
