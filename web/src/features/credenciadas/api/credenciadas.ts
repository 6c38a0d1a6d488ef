import { credenciadaCadastroSchema } from '@ocupacional/shared';
import { registryCalls } from '../../cadastros/api/registry-calls';

/** Credenciadas (GET credenciada, credenciada/{id}, credenciada/excel; POST credenciada/editar, credenciada/deletar). */
export const credenciadasApi = registryCalls(
  'credenciadas',
  { list: 'credenciadaLista', one: 'credenciada', excel: 'credenciadaExcel', save: 'credenciadaSalvar', remove: 'credenciadaDeletar' },
  credenciadaCadastroSchema,
);
