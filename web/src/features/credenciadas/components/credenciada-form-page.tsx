import { Alert, Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { credenciadaFormSchema, onlyDigits, recordSavedMessage } from '@ocupacional/shared';
import type { CredenciadaCadastro } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fillPath, webPaths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCnae } from '../../../lookups/api/get-cnae';
import { AddressFields } from '../../../lookups/components/address-fields';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { LookupInput } from '../../../ui/form/lookup-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { Tabs } from '../../../ui/tabs';
import { medicosApi } from '../../cadastros/api/medicos';
import { PointUsuariosTab } from '../../usuarios/components/point-usuarios-tab';
import { credenciadasApi } from '../api/credenciadas';
import { credenciadaFormValues, type CredenciadaFormValues } from '../utils/credenciada-form-values';
import { TabelasPrecoTab } from './tabelas-preco-tab';

/*
 * Create (credenciadas/cadastrar) or edit (credenciadas/editar/{id}) a clinic (issue 14; spec 3 §2.2): tabs 'Dados
 * da Clínica' (its record: the address by CEP, whose state and city the Nova Consulta's filters and cards show; the
 * default flag; the examining doctor of Configurações › Médicos), 'Tabelas de Preço' (its price tables) and
 * 'Usuários' (its portal users). A new clinic is saved first: the page then opens on its price tables
 * (?aba=tabelas).
 */

const listUrl = `/${webPaths.credenciadas}`;
const editUrl = (id: string, aba?: string) => `/${fillPath(webPaths.credenciadaEditar, { id })}${aba ? `?aba=${aba}` : ''}`;

/** The CNAE lookup: code or description, asked 1000 ms after the typing stops (spec 1 §9); stored as its digits. */
function CnaeInput() {
  const current = useWatch({ name: 'cnae' }) as string;
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const found = useCnae(undefined, search);
  const saved = useCnae(undefined, current ?? '');
  const label = (codigo: string, descricao: string) => `${codigo} - ${descricao}`;
  const savedItem = saved.data?.find((item) => onlyDigits(item.codigo) === onlyDigits(current ?? ''));
  return (
    <LookupInput
      name="cnae"
      label="CNAE"
      loading={found.isFetching}
      currentLabel={savedItem ? label(savedItem.codigo, savedItem.descricao) : current}
      options={(found.data ?? []).map((item) => ({ value: onlyDigits(item.codigo), label: label(item.codigo, item.descricao) }))}
      onSearch={setTyped}
    />
  );
}

function DadosForm({ record }: { record: CredenciadaCadastro | undefined }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = credenciadasApi.useSave();
  const medicos = medicosApi.useList({ pagination: 1000 });
  const form = useForm<CredenciadaFormValues, unknown, unknown>({
    resolver: zodResolver(credenciadaFormSchema as never) as never,
    defaultValues: credenciadaFormValues(record),
  });
  const doctors = (medicos.data?.data ?? [])
    .filter((medico) => medico.ativo === 1 || medico.id === record?.id_medico)
    .map((medico) => ({ value: medico.id, label: `${medico.nome} — CRM ${medico.crm}/${medico.crm_uf}` }));
  return (
    <Form
      form={form}
      testId="credenciada-form"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values);
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        navigate(record ? listUrl : editUrl(saved.id, 'tabelas'));
      }}
    >
      <Flex direction="column" gap="medium">
        <Section title="Dados da Clínica">
          <Grid templateColumns={{ base: '1fr', medium: '2fr 2fr 1fr' }} gap="small">
            <TextInput name="nome" label="Razão Social" required maxLength={255} />
            <TextInput name="nome_fantasia" label="Nome Fantasia" maxLength={255} />
            <MaskedInput name="cnpj" label="CNPJ" mask="cnpj" required />
            <TextInput name="ie" label="Inscrição Estadual" maxLength={50} />
            <CnaeInput />
            <TextInput name="resp" label="Responsável" maxLength={255} />
            <MaskedInput name="tel_com" label="Telefone Comercial" mask="telefone" required />
            <MaskedInput name="tel_cel" label="Celular" mask="celular" />
            <TextInput name="email" label="Email" type="email" maxLength={100} />
            <TextInput name="site" label="Site" maxLength={255} />
          </Grid>
        </Section>
        <Section title="Endereço">
          <AddressFields required />
        </Section>
        <Section title="Médico Examinador e Situação">
          <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr' }} gap="small" alignItems="end">
            <SelectInput name="id_medico" label="Médico examinador (ASO)" options={doctors} placeholder="Nenhum" />
            <CheckboxInput name="padrao" label="Credenciada padrão" />
            <CheckboxInput name="ativo" label="Ativa" />
          </Grid>
          <Text fontSize="small" color="font.secondary">
            A credenciada padrão é a única cujas consultas o back office gera; marcar esta desmarca a anterior.
          </Text>
        </Section>
        <Flex justifyContent="flex-end" gap="small">
          <Button as={Link} to={listUrl}>
            Voltar
          </Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="credenciada-save">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

export function CredenciadaFormPage() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const record = credenciadasApi.useOne(id, listUrl);
  if (id && record.isPending) return <PageLoader />;
  if (id && !record.data) return <Alert variation="error">Não foi possível carregar o cadastro da credenciada.</Alert>;
  const clinic = record.data;
  const tab = search.get('aba') ?? 'dados';
  return (
    <Flex direction="column" gap="medium" data-testid="credenciada-page">
      <Tabs
        // A new form per record: react-hook-form's default values are read once.
        key={id ?? 'novo'}
        value={clinic ? tab : 'dados'}
        // Only the shown tab is mounted: the table editor's fields (nome…) never meet the clinic form's.
        isLazy
        onValueChange={(value) => setSearch(value === 'dados' ? {} : { aba: value }, { replace: true })}
        items={[
          { value: 'dados', label: 'Dados da Clínica', content: <DadosForm key={`${clinic?.id ?? 'novo'}-${clinic?.versao ?? 0}`} record={clinic} /> },
          {
            value: 'tabelas',
            label: 'Tabelas de Preço',
            disabled: !clinic,
            content: clinic ? <TabelasPrecoTab credenciada={clinic} /> : null,
          },
          {
            value: 'usuarios',
            label: 'Usuários',
            disabled: !clinic,
            content: clinic ? <PointUsuariosTab pointType="credenciada" pointId={clinic.id} pointNome={clinic.nome} /> : null,
          },
        ]}
      />
    </Flex>
  );
}
