import { Alert, Button, CheckboxField, Flex, Grid, SelectField, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { laboratorioFormSchema, permissions, recordSavedMessage } from '@ocupacional/shared';
import type { FatorRiscoLaboratorio, Laboratorio } from '@ocupacional/shared';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fillPath, webPaths } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { AddressFields } from '../../../lookups/components/address-fields';
import { Form } from '../../../ui/form/form';
import { MaskedInput } from '../../../ui/form/masked-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { SimpleTable } from '../../../ui/simple-table';
import { Tabs } from '../../../ui/tabs';
import { fatoresRiscoApi, laboratoriosApi } from '../api/catalogos';
import { laboratorioFormValues, reais, type LaboratorioFormValues } from '../utils/form-values';

/*
 * Create (ltcat/laboratorio/cadastrar) or edit (ltcat/laboratorio/editar/{id}) a laboratory (issue 15; spec 3 §2.3):
 * tabs 'Informações Cadastrais' (the record, the address by CEP) and, once saved, 'Fator de Risco desse Laboratório'
 * (its cost and sale values per risk factor and whether it is the factor's default, edited in bulk: permission 303).
 * A saved new laboratory opens its edit route on the factors' tab (spec 3 §2.1).
 */

const listUrl = `/${webPaths.laboratorios}`;
const editUrl = (id: string, aba?: string) => `/${fillPath(webPaths.laboratorioEditar, { id })}${aba ? `?aba=${aba}` : ''}`;

function InformacoesForm({ record, mayEdit }: { record: Laboratorio | undefined; mayEdit: boolean }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = laboratoriosApi.useSave();
  const form = useForm<LaboratorioFormValues, unknown, unknown>({
    resolver: zodResolver(laboratorioFormSchema as never) as never,
    defaultValues: laboratorioFormValues(record),
  });
  return (
    <Form
      form={form}
      testId="laboratorio-form"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values);
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        navigate(record ? listUrl : editUrl(saved.id, 'fatores'));
      }}
    >
      <Flex direction="column" gap="medium">
        <Section title="Informações Cadastrais">
          <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr' }} gap="small">
            <TextInput name="nome" label="Nome" required maxLength={255} />
            <MaskedInput name="cnpj" label="CNPJ" mask="cnpj" required />
            <TextInput name="cei" label="CEI" maxLength={50} />
            <TextInput name="ie" label="Inscrição Estadual" maxLength={50} />
            <TextInput name="cnae" label="CNAE" maxLength={50} />
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
        <TextInput name="obs" label="Observações" rows={3} maxLength={500} />
        <Flex justifyContent="flex-end" gap="small">
          <Button as={Link} to={listUrl}>
            Voltar
          </Button>
          {mayEdit ? (
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="laboratorio-save">
              Salvar
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Form>
  );
}

interface ValorLinha {
  id_fat: string;
  nome: string;
  valor_custo: string;
  valor_venda: string;
  padrao: 0 | 1;
}
interface ValoresForm {
  items: ValorLinha[];
}

const linha = (item: FatorRiscoLaboratorio): ValorLinha => ({
  id_fat: item.id_fat,
  nome: item.nome,
  valor_custo: reais(item.valor_custo),
  valor_venda: reais(item.valor_venda),
  padrao: item.padrao,
});

function ValoresEditor({ lab, initial, mayEdit }: { lab: Laboratorio; initial: FatorRiscoLaboratorio[]; mayEdit: boolean }) {
  const notify = useNotify();
  const save = laboratoriosApi.useSaveValores(lab.id);
  const fatores = fatoresRiscoApi.useList({ pagination: 1000 });
  const form = useForm<ValoresForm>({ defaultValues: { items: initial.map(linha) } });
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const values = useWatch({ control: form.control, name: 'items' }) ?? [];
  const [chosen, setChosen] = useState('');
  const taken = new Set(values.map((item) => item.id_fat));
  const available = (fatores.data?.data ?? []).filter((fator) => !taken.has(fator.id));
  return (
    <Form
      form={form as UseFormReturn<ValoresForm, unknown, ValoresForm>}
      testId="laboratorio-valores-form"
      onSubmit={async (submitted) => {
        await save.mutateAsync(submitted.items.map(({ id_fat, valor_custo, valor_venda, padrao }) => ({ id_fat, valor_custo, valor_venda, padrao })));
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
      }}
    >
      <Flex direction="column" gap="small">
        {mayEdit ? (
          <Flex gap="small" alignItems="flex-end">
            <SelectField label="Fator de Risco" placeholder="Selecione um fator de risco" value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {available.map((fator) => (
                <option key={fator.id} value={fator.id}>
                  {fator.nome}
                </option>
              ))}
            </SelectField>
            <Button
              size="small"
              isDisabled={!chosen}
              onClick={() => {
                const fator = available.find((item) => item.id === chosen);
                if (fator) rows.append({ id_fat: fator.id, nome: fator.nome, valor_custo: '0,00', valor_venda: '0,00', padrao: 0 });
                setChosen('');
              }}
            >
              Adicionar fator de risco
            </Button>
          </Flex>
        ) : null}
        <SimpleTable head={['Fator de Risco', 'Valor de custo', 'Valor de venda', 'Laboratório padrão']} testId="laboratorio-valores">
          {rows.fields.map((row, index) => (
            <TableRow key={row.id} data-testid={`laboratorio-valor-${values[index]?.id_fat ?? index}`}>
              <TableCell>{values[index]?.nome}</TableCell>
              <TableCell>
                <MaskedInput name={`items.${index}.valor_custo`} label="Valor de custo" mask="money" disabled={!mayEdit} />
              </TableCell>
              <TableCell>
                <MaskedInput name={`items.${index}.valor_venda`} label="Valor de venda" mask="money" disabled={!mayEdit} />
              </TableCell>
              <TableCell>
                <CheckboxField
                  name={`items.${index}.padrao`}
                  label="Padrão"
                  value="1"
                  isDisabled={!mayEdit}
                  checked={values[index]?.padrao === 1}
                  onChange={(event) => form.setValue(`items.${index}.padrao`, event.target.checked ? 1 : 0, { shouldDirty: true })}
                />
              </TableCell>
            </TableRow>
          ))}
        </SimpleTable>
        {rows.fields.length === 0 ? <Text color="font.secondary">Nenhum fator de risco com valores deste laboratório.</Text> : null}
        {mayEdit ? (
          <Flex justifyContent="flex-end">
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="laboratorio-valores-save">
              Salvar Todos
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Form>
  );
}

/** 'Fator de Risco desse Laboratório': the values the laboratory has per risk factor, from one read. */
export function FatoresDoLaboratorioTab({ lab, mayEdit }: { lab: Laboratorio; mayEdit: boolean }) {
  const valores = laboratoriosApi.useValores(lab.id);
  if (valores.isPending) return <PageLoader />;
  if (!valores.data) return <Alert variation="error">Não foi possível carregar os fatores de risco do laboratório.</Alert>;
  return <ValoresEditor key={valores.dataUpdatedAt} lab={lab} initial={valores.data.data} mayEdit={mayEdit} />;
}

export function LaboratorioFormPage() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const session = useSession(undefined);
  const record = laboratoriosApi.useOne(id, listUrl);
  if (id && record.isPending) return <PageLoader />;
  if (id && !record.data) return <Alert variation="error">Não foi possível carregar o cadastro do laboratório.</Alert>;
  const lab = record.data;
  const tab = search.get('aba') ?? 'dados';
  return (
    <Flex direction="column" gap="medium" data-testid="laboratorio-page">
      <Tabs
        key={id ?? 'novo'}
        value={lab ? tab : 'dados'}
        isLazy
        onValueChange={(value) => setSearch(value === 'dados' ? {} : { aba: value }, { replace: true })}
        items={[
          {
            value: 'dados',
            label: 'Informações Cadastrais',
            content: <InformacoesForm key={`${lab?.id ?? 'novo'}-${lab?.versao ?? 0}`} record={lab} mayEdit={can(session.data?.usuario, permissions.laboratorio)} />,
          },
          {
            value: 'fatores',
            label: 'Fator de Risco desse Laboratório',
            disabled: !lab,
            content: lab ? <FatoresDoLaboratorioTab lab={lab} mayEdit={can(session.data?.usuario, permissions.valoresFatorRiscoLaboratorio)} /> : null,
          },
        ]}
      />
    </Flex>
  );
}
