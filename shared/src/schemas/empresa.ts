import * as z from 'zod';
import { invalidValueMessage } from '../messages';
import { cnpjField, cpfField, emailField, fieldLimits, idField, optionalText, requiredText } from './fields';

/*
 * The company record, spec 1 §3. nome, cnpj, cnae, ie, cep, end, num, id_estado, id_cidade, bairro and tel_com
 * are required in the own-data form; the rest is optional. Limits are the §5 generic ones.
 */
export const empresaSchema = z.object(
  {
    /** Absent when creating. */
    id: idField({ optional: true }),
    nome: requiredText(fieldLimits.name),
    cnpj: cnpjField(),
    /** The CNAE picked in the common/cnae lookup. */
    cnae: idField(),
    ie: requiredText(fieldLimits.number),
    cep: requiredText(fieldLimits.cep),
    end: requiredText(fieldLimits.address),
    num: requiredText(fieldLimits.number),
    id_estado: idField(),
    id_cidade: idField(),
    bairro: requiredText(fieldLimits.district),
    tel_com: requiredText(fieldLimits.phone),
    comp: optionalText(fieldLimits.complement),
    tel_cel: optionalText(fieldLimits.phone),
    email: emailField({ optional: true }),
    site: optionalText(fieldLimits.name),
    resp: optionalText(fieldLimits.name),
    /** The responsible person's notes, name, e-mail and phone. */
    r_obs: optionalText(fieldLimits.notes),
    r_nome: optionalText(fieldLimits.name),
    r_email: emailField({ optional: true }),
    r_tel_com: optionalText(fieldLimits.phone),
    /** The logged user's name, CPF and e-mail. */
    u_nome: optionalText(fieldLimits.name),
    u_cpf: cpfField({ optional: true }),
    u_email: emailField({ optional: true }),
  },
  { error: invalidValueMessage },
);

export type Empresa = z.infer<typeof empresaSchema>;
export type EmpresaInput = z.input<typeof empresaSchema>;
