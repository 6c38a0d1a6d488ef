import { Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyMask, brazilianUfs, empresaRegistroFormSchema, fieldLimits, masks, orgaosDeClasse, recordSavedMessage, responsavelAmbientalNomeMax } from '@ocupacional/shared';
import type { EmpresaRegistro } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { fillPath, webPaths } from '../../../lib/paths';
import { AddressFields } from '../../../lookups/components/address-fields';
import { CnaeInput } from '../../../lookups/components/cnae-input';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { LookupInput } from '../../../ui/form/lookup-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { Section } from '../../../ui/section';
import { empresasApi } from '../api/empresas';
import { useMedicosPicker, useProfissionaisPicker } from '../api/pickers';
import { empresaFormValues, type EmpresaFormValues } from '../utils/empresa-form-values';

const ufOptions = brazilianUfs.map((uf) => ({ value: uf, label: uf }));
const orgaoOptions = orgaosDeClasse.map((orgao) => ({ value: String(orgao.value), label: orgao.label }));

/** The PCMSO coordinator: an examining doctor of Configurações › Médicos Examinadores (S-2220's respMonit). */
function CoordenadorInput({ saved }: { saved: EmpresaRegistro['coordenador_pcmso'] }) {
  const [typed, setTyped] = useState('');
  const found = useMedicosPicker(useDebouncedValue(typed));
  const label = (medico: { nome: string; crm: string; crm_uf: string }) => `${medico.nome} - CRM ${medico.crm}/${medico.crm_uf}`;
  return (
    <LookupInput
      name="id_medico_coordenador"
      label="Médico Coordenador do PCMSO"
      loading={found.isFetching}
      currentLabel={saved ? label(saved) : undefined}
      options={(found.data?.data ?? []).filter((medico) => medico.ativo === 1).map((medico) => ({ value: medico.id, label: label(medico) }))}
      onSearch={setTyped}
      placeholder="Nome ou CRM do médico"
    />
  );
}

/**
 * The environmental responsible (PGR/LTCAT coordinator, S-2240's respReg): picked from Configurações › Profissionais,
 * which fills the fields, or typed.
 */
function ResponsavelAmbientalFields() {
  const { setValue } = useFormContext<EmpresaFormValues>();
  const [typed, setTyped] = useState('');
  const found = useProfissionaisPicker(useDebouncedValue(typed));
  const profissionais = found.data?.data ?? [];
  const fill = { shouldDirty: true, shouldValidate: false };
  const clear = () => {
    for (const name of ['ra_id_profissional', 'ra_nome', 'ra_cpf', 'ra_ide_oc', 'ra_dsc_oc', 'ra_nr_oc', 'ra_uf_oc'] as const) setValue(name, '', fill);
  };
  return (
    <Flex direction="column" gap="small">
      <LookupInput
        name="ra_id_profissional"
        label="Escolher em Profissionais"
        loading={found.isFetching}
        options={profissionais.map((profissional) => ({ value: profissional.id, label: `${profissional.nome} - ${profissional.nr_oc}/${profissional.uf_oc}` }))}
        onSearch={setTyped}
        onPick={(option) => {
          const profissional = profissionais.find((candidate) => candidate.id === option?.value);
          if (!profissional) return;
          setValue('ra_nome', profissional.nome, fill);
          setValue('ra_cpf', applyMask(masks.cpf, profissional.cpf), fill);
          setValue('ra_ide_oc', String(profissional.ide_oc), fill);
          setValue('ra_dsc_oc', profissional.dsc_oc ?? '', fill);
          setValue('ra_nr_oc', profissional.nr_oc, fill);
          setValue('ra_uf_oc', profissional.uf_oc, fill);
        }}
        placeholder="Nome ou registro do profissional"
      />
      <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr' }} gap="small">
        <TextInput name="ra_nome" label="Nome" maxLength={responsavelAmbientalNomeMax} />
        <MaskedInput name="ra_cpf" label="CPF" mask="cpf" />
      </Grid>
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr 1fr' }} gap="small">
        <SelectInput name="ra_ide_oc" label="Órgão de Classe" options={orgaoOptions} />
        <TextInput name="ra_dsc_oc" label="Descrição do Órgão" maxLength={20} />
        <TextInput name="ra_nr_oc" label="Número de Inscrição" maxLength={14} />
        <SelectInput name="ra_uf_oc" label="UF" options={ufOptions} />
      </Grid>
      <Flex>
        <Button size="small" onClick={clear} data-testid="empresa-ra-limpar">
          Limpar responsável
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * 'Dados da Empresa' (issue 14): the company record (spec 1 §3: razão social, CNPJ, IE, CNAE, phones, e-mail, site,
 * address by CEP, the responsible r_*), nome fantasia, ativo, the PCMSO coordinator and the environmental responsible.
 * A new company goes to its edit route once saved (the other tabs need its id); an edit stays, one version ahead.
 * The CNPJ is not changed after the first save (the login key of the company's portal users).
 */
export function EmpresaDadosForm({ empresa }: { empresa: EmpresaRegistro | undefined }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = empresasApi.useSave();
  const form = useForm<EmpresaFormValues, unknown, unknown>({
    resolver: zodResolver(empresaRegistroFormSchema as never) as never,
    defaultValues: empresaFormValues(empresa),
  });
  const listUrl = `/${webPaths.empresas}`;
  return (
    <Form
      form={form}
      testId="empresa-form"
      onSubmit={async (values) => {
        const { id } = (await save.mutateAsync(values)) as { id: string };
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        if (!empresa) {
          navigate(`/${fillPath(webPaths.empresaEditar, { id })}`, { replace: true });
          return;
        }
        // The record is now one version ahead: the next save from this tab sends that one (issue 12 item 3).
        form.reset({ ...form.getValues(), versao: (form.getValues('versao') ?? 0) + 1 });
      }}
    >
      <Flex direction="column" gap="medium">
        <Section title="Dados da Empresa">
          <Grid templateColumns={{ base: '1fr', medium: '2fr 2fr 1fr' }} gap="small">
            <TextInput name="nome" label="Razão Social" required maxLength={fieldLimits.name} />
            <TextInput name="nome_fantasia" label="Nome Fantasia" maxLength={fieldLimits.name} />
            <MaskedInput name="cnpj" label="CNPJ" mask="cnpj" required disabled={Boolean(empresa)} />
          </Grid>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 2fr' }} gap="small">
            <TextInput name="ie" label="Inscrição Estadual" required maxLength={fieldLimits.number} />
            <CnaeInput />
          </Grid>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 2fr 2fr' }} gap="small">
            <MaskedInput name="tel_com" label="Telefone Comercial" mask="telefone" required />
            <MaskedInput name="tel_cel" label="Celular" mask="celular" />
            <TextInput name="email" label="Email" type="email" maxLength={fieldLimits.email} />
            <TextInput name="site" label="Site" maxLength={fieldLimits.name} />
          </Grid>
          <CheckboxInput name="ativo" label="Ativa" />
        </Section>
        <Section title="Endereço">
          <AddressFields required />
        </Section>
        <Section title="Responsável pela Empresa">
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr 1fr' }} gap="small">
            <TextInput name="resp" label="Setor Responsável" maxLength={fieldLimits.name} />
            <TextInput name="r_nome" label="Nome" maxLength={fieldLimits.name} />
            <TextInput name="r_email" label="Email" type="email" maxLength={fieldLimits.email} />
            <MaskedInput name="r_tel_com" label="Telefone" mask="telefone" />
          </Grid>
          <TextInput name="r_obs" label="Observações" rows={2} maxLength={fieldLimits.notes} />
        </Section>
        <Section title="Coordenador do PCMSO">
          <Text fontSize="small" color="font.secondary">
            O médico examinador que coordena o PCMSO da empresa (responsável pelo monitoramento no S-2220).
          </Text>
          <CoordenadorInput saved={empresa?.coordenador_pcmso ?? null} />
        </Section>
        <Section title="Responsável pelos Registros Ambientais (PGR/LTCAT)">
          <Text fontSize="small" color="font.secondary">
            Informado no S-2240 da empresa. Preencha todos os campos ou deixe todos em branco.
          </Text>
          <ResponsavelAmbientalFields />
        </Section>
        <Flex justifyContent="flex-end" gap="small">
          <Button as={Link} to={listUrl}>
            Voltar
          </Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="empresa-save">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
