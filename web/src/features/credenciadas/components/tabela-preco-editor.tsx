import { Alert, Button, Flex, Grid, SelectField, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatBRL, parseBRL, recordSavedMessage, requiredMessage, tabelaPrecoFormSchema } from '@ocupacional/shared';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEmpresas } from '../../../lookups/api/get-empresas';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { LookupInput } from '../../../ui/form/lookup-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { SimpleTable } from '../../../ui/simple-table';
import { TableCell, TableRow } from '@aws-amplify/ui-react';
import { useExamesOptions, useFdtsOptions, useParceirosOptions, useSaveTabelaPreco, useTabelaPreco } from '../api/tabelas-preco';
import {
  newExameRow,
  tabelaPrecoBody,
  tabelaPrecoFormValues,
  type TabelaPrecoFormValues,
} from '../utils/tabela-preco-form-values';

/*
 * The price-table editor (issue 14) of the clinic's 'Tabelas de Preço' tab and of empresa/tabela-balcao: the table's
 * name, scope (every company: the counter table; or one company, one front or every front; fixed once saved),
 * validity and status, and its exams from Configurações › Exames with the sale price, the service fee (when charged)
 * and the partners that may perform each one. Money is typed in reais; the server keeps cents.
 */

export interface TabelaPrecoEditorProps {
  readonly credenciadaId: string;
  /** The table to edit; absent creates one. */
  readonly tabelaId?: string;
  /** A new table of the counter screen: every company. */
  readonly balcao?: boolean;
  readonly onDone: () => void;
}

export function TabelaPrecoEditor(props: TabelaPrecoEditorProps) {
  const table = useTabelaPreco(props.tabelaId);
  if (props.tabelaId && table.isPending) return <PageLoader />;
  if (props.tabelaId && !table.data) return <Alert variation="error">Não foi possível carregar a tabela de preço.</Alert>;
  return (
    <EditorForm
      key={props.tabelaId ?? 'nova'}
      {...props}
      initial={tabelaPrecoFormValues(table.data, { id_credenciada: props.credenciadaId, balcao: props.balcao ?? false })}
      empresaNome={table.data?.empresa_nome ?? undefined}
    />
  );
}

function EmpresaInput({ disabled, currentLabel, onPick }: { disabled: boolean; currentLabel?: string; onPick: () => void }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const found = useEmpresas(search, !disabled);
  return (
    <LookupInput
      name="id_empresa"
      label="Empresa"
      required
      disabled={disabled}
      loading={found.isFetching}
      currentLabel={currentLabel}
      options={(found.data ?? []).map((empresa) => ({ value: empresa.id, label: empresa.nome }))}
      onSearch={setTyped}
      onPick={onPick}
    />
  );
}

function ExamRows({ form }: { form: UseFormReturn<TabelaPrecoFormValues> }) {
  const rows = useFieldArray({ control: form.control, name: 'exames' });
  const exames = useExamesOptions();
  const parceiros = useParceirosOptions();
  const values = useWatch({ control: form.control, name: 'exames' }) ?? [];
  const [chosen, setChosen] = useState('');
  const names = new Map((exames.data ?? []).map((exame) => [exame.id, exame.nome]));
  const taken = new Set(values.map((row) => row.id_exa));
  const available = (exames.data ?? []).filter((exame) => !taken.has(exame.id));
  const partnerOptions = (parceiros.data ?? []).map((parceiro) => ({ value: parceiro.id, label: parceiro.nome }));
  const arrayError = form.formState.errors.exames?.message ?? form.formState.errors.exames?.root?.message;
  return (
    <Flex direction="column" gap="small">
      <Flex gap="small" alignItems="flex-end">
        <SelectField
          label="Exame"
          placeholder="Selecione um exame"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          data-testid="tabela-preco-exame-select"
        >
          {available.map((exame) => (
            <option key={exame.id} value={exame.id}>
              {exame.nome}
            </option>
          ))}
        </SelectField>
        <Button
          size="small"
          isDisabled={!chosen}
          onClick={() => {
            rows.append(newExameRow(chosen));
            setChosen('');
          }}
          data-testid="tabela-preco-add-exame"
        >
          Adicionar exame
        </Button>
      </Flex>
      {arrayError ? (
        <Text color="font.error" fontSize="small">
          {arrayError}
        </Text>
      ) : null}
      <SimpleTable head={['Exame', 'Valor de venda', 'Taxa de serviço', 'Valor do serviço', 'Total', 'Parceiros', '']} testId="tabela-preco-exames">
        {rows.fields.map((row, index) => {
          const current = values[index];
          const charged = current?.taxa_servico === 1;
          const total = (parseBRL(current?.valor_venda) ?? 0) + (charged ? (parseBRL(current?.valor_servico) ?? 0) : 0);
          return (
            <TableRow key={row.id} data-testid={`tabela-preco-exame-${current?.id_exa ?? index}`}>
              <TableCell>{names.get(current?.id_exa ?? '') ?? current?.id_exa}</TableCell>
              <TableCell>
                <MaskedInput name={`exames.${index}.valor_venda`} label="Valor de venda" mask="money" required />
              </TableCell>
              <TableCell>
                <CheckboxInput name={`exames.${index}.taxa_servico`} label="Cobrar" />
              </TableCell>
              <TableCell>
                <MaskedInput name={`exames.${index}.valor_servico`} label="Valor do serviço" mask="money" disabled={!charged} />
              </TableCell>
              <TableCell data-testid={`tabela-preco-total-${index}`}>{formatBRL(total)}</TableCell>
              <TableCell>
                {partnerOptions.length ? (
                  <CheckboxGroupInput name={`exames.${index}.parceiros`} label="Parceiros" options={partnerOptions} />
                ) : (
                  <Text fontSize="small" color="font.tertiary">
                    Nenhum parceiro cadastrado
                  </Text>
                )}
              </TableCell>
              <TableCell>
                <Button size="small" colorTheme="error" onClick={() => rows.remove(index)} data-testid={`tabela-preco-remove-${index}`}>
                  Remover
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </SimpleTable>
      {rows.fields.length === 0 ? (
        <Text fontSize="small" color="font.secondary">
          Nenhum exame na tabela. Escolha um exame e clique em &quot;Adicionar exame&quot;.
        </Text>
      ) : null}
    </Flex>
  );
}

function EditorForm(props: TabelaPrecoEditorProps & { initial: TabelaPrecoFormValues; empresaNome?: string | undefined }) {
  const notify = useNotify();
  const save = useSaveTabelaPreco();
  const form = useForm<TabelaPrecoFormValues>({
    resolver: zodResolver(tabelaPrecoFormSchema as never, undefined, { raw: true }) as never,
    defaultValues: props.initial,
  });
  const editing = Boolean(props.initial.id);
  const [abrangencia, empresa] = useWatch({ control: form.control, name: ['abrangencia', 'id_empresa'] });
  const fdts = useFdtsOptions(abrangencia === 'empresa' ? empresa : null);
  return (
    <Form
      form={form}
      testId="tabela-preco-form"
      onSubmit={async (values: TabelaPrecoFormValues) => {
        if (values.abrangencia === 'empresa' && !values.id_empresa) {
          form.setError('id_empresa', { type: 'server', message: requiredMessage });
          return;
        }
        await save.mutateAsync(tabelaPrecoBody(values));
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        props.onDone();
      }}
    >
      <Section title={editing ? 'Editar Tabela de Preço' : 'Nova Tabela de Preço'}>
        <Flex direction="column" gap="medium">
          <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr 1fr' }} gap="small" alignItems="end">
            <TextInput name="nome" label="Nome da tabela" required maxLength={255} />
            <DateInput name="inicio" label="Vigência: início" />
            <DateInput name="fim" label="Vigência: fim" />
            <CheckboxInput name="ativo" label="Ativa" />
          </Grid>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 2fr 2fr' }} gap="small">
            <SelectInput
              name="abrangencia"
              label="Abrangência"
              required
              disabled={editing}
              options={[
                { value: 'todas', label: 'Todas as empresas (balcão)' },
                { value: 'empresa', label: 'Uma empresa' },
              ]}
              onChange={() => {
                form.setValue('id_empresa', '');
                form.setValue('id_fdt', '');
              }}
            />
            {abrangencia === 'empresa' ? (
              <>
                <EmpresaInput disabled={editing} currentLabel={props.empresaNome} onPick={() => form.setValue('id_fdt', '')} />
                <SelectInput
                  name="id_fdt"
                  label="Frente de trabalho"
                  disabled={editing || !empresa}
                  placeholder="Todas as frentes"
                  options={(fdts.data ?? []).map((fdt) => ({ value: fdt.id, label: fdt.descricao }))}
                />
              </>
            ) : null}
          </Grid>
          {editing ? (
            <Text fontSize="small" color="font.secondary">
              A abrangência de uma tabela salva não muda: para outra empresa ou frente, crie outra tabela.
            </Text>
          ) : null}
          <ExamRows form={form} />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={props.onDone} data-testid="tabela-preco-cancel">
              Voltar
            </Button>
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="tabela-preco-save">
              Salvar Tabela
            </Button>
          </Flex>
        </Flex>
      </Section>
    </Form>
  );
}
