import { parceiroCadastroSchema } from '@ocupacional/shared';
import { registryCalls } from '../../cadastros/api/registry-calls';

/** Configurações › Parceiros (GET parceiro, parceiro/{id}, parceiro/excel; POST parceiro/editar, parceiro/deletar). */
export const parceirosApi = registryCalls(
  'parceiros',
  { list: 'parceiroLista', one: 'parceiro', excel: 'parceiroExcel', save: 'parceiroSalvar', remove: 'parceiroDeletar' },
  parceiroCadastroSchema,
);
