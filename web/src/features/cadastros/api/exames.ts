import { exameSchema } from '@ocupacional/shared';
import { registryCalls } from './registry-calls';

/** Configurações › Exames (GET exame, exame/{id}, exame/excel; POST exame/editar, exame/deletar). */
export const examesApi = registryCalls('exames', { list: 'exameLista', one: 'exame', excel: 'exameExcel', save: 'exameSalvar', remove: 'exameDeletar' }, exameSchema);
