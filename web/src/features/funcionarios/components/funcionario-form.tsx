import { Grid } from '@aws-amplify/ui-react';
import { typeLists, typeListCodes } from '@ocupacional/shared';
import type { Fdt } from '@ocupacional/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { AddressFields } from '../../../lookups/components/address-fields';
import { useFuncoes } from '../../../lookups/api/get-funcoes';
import { useGhes } from '../../../lookups/api/get-ghes';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Section } from '../../../ui/section';
import { frontHasPcmso } from '../utils/funcionario-form-values';

const sexos = (typeLists[typeListCodes.sexo] ?? []).map((item) => ({ value: item.id, label: item.descricao }));

/**
 * The employee's fields (spec 1 §3) with their limits: personal data, the link to the company (front, function
 * and the GHE, required only when the front has a PCMSO; the admission date, required on create), documents,
 * address and notes.
 */
export function FuncionarioFields({ fdts }: { fdts: readonly Fdt[] }) {
  const { tenant } = useParams();
  // The admission date is required when creating, optional when editing an employee registered before it.
  const isEditing = Boolean(useWatch({ name: 'id' }));
  const { setValue } = useFormContext();
  const [idFdt, idFuncao] = useWatch({ name: ['id_fdt', 'id_funcao'] }) as [string, string];
  const hasPcmso = frontHasPcmso(fdts, idFdt);
  // A front with a PCMSO offers its GHEs' functions; otherwise the tenant's catalogue.
  const funcoes = useFuncoes(tenant, { id_fdt: hasPcmso ? idFdt : null });
  const ghes = useGhes(tenant, hasPcmso ? idFdt : null, idFuncao || null);

  return (
    <>
      <Section title="Dados Pessoais">
        <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr' }} gap="small">
          <TextInput name="nome" label="Nome" required maxLength={200} />
          <MaskedInput name="cpf" label="CPF" mask="cpf" required />
          <TextInput name="rg" label="RG" maxLength={50} />
          <MaskedInput name="dt_nas" label="Data de Nascimento" mask="data" required placeholder="dd/mm/aaaa" />
          <SelectInput name="sexo" label="Sexo" required options={sexos} />
          <TextInput name="email" label="Email" type="email" maxLength={100} />
          <MaskedInput name="tel_res" label="Telefone" mask="telefone" />
          <MaskedInput name="tel_cel" label="Celular" mask="celular" />
          <CheckboxInput name="pcd" label="Pessoa com deficiência (PCD)" />
        </Grid>
      </Section>
      <Section title="Vínculo">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          <SelectInput
            name="id_fdt"
            label="Frente de Trabalho"
            required
            options={fdts.map((fdt) => ({ value: fdt.id, label: fdt.descricao }))}
            onChange={() => {
              setValue('id_funcao', '');
              setValue('id_ghe', '');
            }}
          />
          <SelectInput
            name="id_funcao"
            label="Função"
            required
            disabled={!idFdt}
            options={(funcoes.data ?? []).map((funcao) => ({ value: funcao.id, label: funcao.nome }))}
            onChange={() => setValue('id_ghe', '')}
          />
          <SelectInput
            name="id_ghe"
            label="GHE"
            required={hasPcmso}
            disabled={!hasPcmso || !idFuncao}
            descriptiveText={idFdt && !hasPcmso ? 'A frente de trabalho não possui PCMSO: o GHE não se aplica.' : undefined}
            options={(ghes.data ?? []).map((ghe) => ({
              value: ghe.id,
              label: `${ghe.ghe} - ${ghe.descricao}${ghe.vencido ? ' (PCMSO vencido)' : ''}`,
            }))}
          />
          <MaskedInput name="dt_adm" label="Data de Admissão" mask="data" required={!isEditing} placeholder="dd/mm/aaaa" />
          <TextInput name="mat" label="Matrícula" maxLength={50} />
          <TextInput name="pis" label="PIS" maxLength={50} />
          <Grid templateColumns="2fr 1fr 1fr" gap="small">
            <TextInput name="ct_num" label="CTPS" maxLength={50} />
            <TextInput name="ct_serie" label="Série" maxLength={50} />
            <TextInput name="ct_uf" label="UF" maxLength={2} />
          </Grid>
        </Grid>
      </Section>
      <Section title="Endereço">
        <AddressFields />
      </Section>
      <Section title="Observações">
        <TextInput name="obs" label="Observações" rows={3} maxLength={500} />
      </Section>
    </>
  );
}
