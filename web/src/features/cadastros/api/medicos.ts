import { medicoSchema } from '@ocupacional/shared';
import { registryCalls } from './registry-calls';

/** Configurações › Médicos Examinadores (GET medico, medico/{id}, medico/excel; POST medico/editar, medico/deletar). */
export const medicosApi = registryCalls(
  'medicos',
  { list: 'medicoLista', one: 'medico', excel: 'medicoExcel', save: 'medicoSalvar', remove: 'medicoDeletar' },
  medicoSchema,
);
