import { riscoCadastroSchema } from '@ocupacional/shared';
import { registryCalls } from '../../cadastros/api/registry-calls';

/** Configurações › Riscos (GET risco, risco/{id}, risco/excel; POST risco/editar, risco/deletar). */
export const riscosApi = registryCalls(
  'riscos',
  { list: 'riscoLista', one: 'risco', excel: 'riscoExcel', save: 'riscoSalvar', remove: 'riscoDeletar' },
  riscoCadastroSchema,
);
