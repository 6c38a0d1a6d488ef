import { Alert, Button, Flex, Grid } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { permissions, recordSavedMessage, tabelaDinamicaFormSchema } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fillPath, webPaths } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useFormField } from '../../../ui/form/use-form-field';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';
import { Tabs } from '../../../ui/tabs';
import { useSaveTabela, useTabelaDinamica, useTabelasDinamicas } from '../api/tabelas-dinamicas';
import { tabelaFormValues, type TabelaFormValues } from '../utils/tabela-form-values';
import { GerenciarColunas } from './gerenciar-colunas';

/*
 * Cadastrar / Editar Tabela Dinâmica (issue 15; spec 3 §2.1, §2.3): tab Informações Cadastrais (name, colour, active,
 * notes; on create a table to copy, whose categories, columns and values come along) and, once the table exists and
 * the user holds permission 571, Gerenciar Colunas. A saved new table opens its edit route (spec 3 §2.1).
 */

const listUrl = `/${webPaths.tabelasDinamicas}`;

function CorInput() {
  const { field } = useFormField('cor', {});
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
      Cor
      <input type="color" value={(field.value as string) || '#1565c0'} onChange={(event) => field.onChange(event.target.value)} data-testid="field-cor" />
    </label>
  );
}

function CopiarInput() {
  const tabelas = useTabelasDinamicas({ pagination: 1000 });
  const options = (tabelas.data?.data ?? []).map((tabela) => ({ value: tabela.id, label: tabela.nome }));
  return <SelectInput name="copiar" label="Copiar colunas de outra tabela" options={options} placeholder="Não copiar" />;
}

function InformacoesCadastrais({ initial }: { initial: TabelaFormValues }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveTabela('tabelaDinamicaSalvar');
  const form = useForm<TabelaFormValues>({
    resolver: zodResolver(tabelaDinamicaFormSchema as never, undefined, { raw: true }) as never,
    defaultValues: initial,
  });
  const editing = Boolean(initial.id);
  return (
    <Form
      form={form}
      testId="tabela-dinamica-form"
      onSubmit={async (values: TabelaFormValues) => {
        const { id } = await save.mutateAsync(editing ? { ...values, copiar: undefined } : values);
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        if (!editing) navigate(`/${fillPath(webPaths.tabelaDinamicaEditar, { id })}`);
      }}
    >
      <Flex direction="column" gap="medium">
        <Grid templateColumns={{ base: '1fr', medium: '3fr 1fr 1fr' }} gap="small" alignItems="end">
          <TextInput name="nome" label="Nome" required maxLength={255} />
          <CorInput />
          <CheckboxInput name="ativo" label="Ativo" />
        </Grid>
        <TextInput name="obs" label="Observação" rows={3} maxLength={500} />
        {editing ? null : <CopiarInput />}
        <Flex justifyContent="flex-end" gap="small">
          <Button as={Link} to={listUrl}>
            Voltar
          </Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="tabela-dinamica-save">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

export function TabelaDinamicaFormPage() {
  const { id } = useParams();
  const session = useSession(undefined);
  const tabela = useTabelaDinamica(id, listUrl);
  if (id && tabela.isPending) return <PageLoader />;
  if (id && !tabela.data) return <Alert variation="error">Não foi possível carregar a tabela dinâmica.</Alert>;
  const mayManage = Boolean(id) && can(session.data?.usuario, permissions.tabelaDinamica);
  return (
    <Tabs
      key={id ?? 'nova'}
      isLazy
      items={[
        { value: 'info', label: 'Informações Cadastrais', content: <InformacoesCadastrais initial={tabelaFormValues(tabela.data)} /> },
        { value: 'colunas', label: 'Gerenciar Colunas', hidden: !mayManage, content: id ? <GerenciarColunas tab={id} /> : null },
      ]}
    />
  );
}
