import { profissionalSchema } from '@ocupacional/shared';
import { registryCalls } from '../../cadastros/api/registry-calls';

/** Configurações › Profissionais (GET profissionais/-1, profissionais/{id}, profissionais/excel; POST profissionais/editar, profissionais/deletar). */
export const profissionaisApi = registryCalls(
  'profissionais',
  { list: 'profissionalLista', one: 'profissional', excel: 'profissionalExcel', save: 'profissionalSalvar', remove: 'profissionalDeletar' },
  profissionalSchema,
);
