import * as z from 'zod';
import { typeListCodes } from '../codes';
import { invalidValueMessage } from '../messages';
import { emailListField, fieldLimits, flagField, idField, idListField, optionalText, tipoField, versaoField, versaoSchema } from './fields';
import { jsonQueryParam } from './list-query';
import { refSchema } from './pcmso';

/**
 * A company e-mail contact (spec 1 §3): the sector (tipo), the work fronts it covers, one or more addresses
 * separated by semicolon (each validated), notes and the active flag. id_emp and id_usu are set by the server
 * from the session when the company edits its own contacts.
 */
export const empresaEmailSchema = z.object(
  {
    id: idField({ optional: true }),
    /** The version the form read; required when editing (id present). */
    versao: versaoField(),
    id_emp: idField({ optional: true }),
    id_usu: idField({ optional: true }),
    /**
     * Who the contact is ('Maria — RH'; issue 14, the back office's tab). Optional: the company portal's form does not
     * send it, and a save without it keeps the one the contact has.
     */
    nome: optionalText(fieldLimits.name),
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

/** GET email/0 and empresa/email/{empresa}: filter by sector (id_tipo_email, e.g. 197 ASO). */
export const empresaEmailQuerySchema = z.object({
  filter: jsonQueryParam(
    z.object(
      { id_tipo_email: z.coerce.number({ error: invalidValueMessage }).int(invalidValueMessage).nullish() },
      { error: invalidValueMessage },
    ),
  ),
});

/** A contact as the Emails tab lists it: the sector and fronts with their names. */
export const empresaEmailRowSchema = z.object({
  id: z.string(),
  versao: versaoSchema,
  id_emp: z.string(),
  id_usu: z.string().nullable(),
  nome: z.string().nullable(),
  tipo: z.object({ id: z.number().int(), descricao: z.string() }),
  fdt: z.array(refSchema),
  email: z.string(),
  obs: z.string().nullable(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type EmpresaEmailRow = z.infer<typeof empresaEmailRowSchema>;
