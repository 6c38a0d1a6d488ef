import { applyMask, masks } from '@ocupacional/shared';

/** The address and contact fields of a registry's form (AddressFields and the phones and e-mail beside them), as text. */
export interface AddressFormValues {
  cep: string;
  end: string;
  num: string;
  comp: string;
  bairro: string;
  id_estado: string;
  id_cidade: string;
  tel_com: string;
  tel_cel: string;
  email: string;
}

type AddressReply = { readonly [K in keyof AddressFormValues]: string | null };

/** The form's address and contacts for a record as the API answers it (the CEP masked), or a new record's (empty). */
export function addressFormValues(record: AddressReply | undefined): AddressFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    cep: record?.cep ? applyMask(masks.cep, record.cep) : '',
    end: text(record?.end),
    num: text(record?.num),
    comp: text(record?.comp),
    bairro: text(record?.bairro),
    id_estado: text(record?.id_estado),
    id_cidade: text(record?.id_cidade),
    tel_com: text(record?.tel_com),
    tel_cel: text(record?.tel_cel),
    email: text(record?.email),
  };
}
