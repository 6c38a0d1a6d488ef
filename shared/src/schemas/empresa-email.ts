import { z } from 'zod';
import { typeListCodes } from '../codes';
import { invalidValueMessage } from '../messages';
import { emailListField, fieldLimits, flagField, idField, idListField, optionalText, tipoField } from './fields';

/**
 * A company e-mail contact (spec 1 §3): the sector (tipo), the work fronts it covers, one or more addresses
 * separated by semicolon (each validated), notes and the active flag. id_emp and id_usu are set by the server
 * from the session when the company edits its own contacts.
 */
export const empresaEmailSchema = z.object(
  {
    id: idField({ optional: true }),
    id_emp: idField({ optional: true }),
    id_usu: idField({ optional: true }),
    /** The sector, from the e-mail type list (197 is ASO). */
    tipo: tipoField(typeListCodes.setorEmail),
    /** The work fronts; empty means every front. */
    fdt: idListField(),
    email: emailListField(),
    obs: optionalText(fieldLimits.notes),
    ativo: flagField(1),
  },
  { error: invalidValueMessage },
);

export type EmpresaEmail = z.infer<typeof empresaEmailSchema>;
export type EmpresaEmailInput = z.input<typeof empresaEmailSchema>;
