import { Alert, Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  asoTypeOptions,
  batchConsultationRegisteredMessage,
  batchConsultationTitle,
  batchDefaultAsoType,
  consultaExternaLoteSchema,
  formatBRL,
  periodicityFilter,
  scheduleDateError,
  todayInSaoPaulo,
} from '@ocupacional/shared';
import { useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { useFdts } from '../../../lookups/api/get-fdts';
import { useGheFuncoes } from '../../../lookups/api/get-ghe-funcoes';
import { useGhes } from '../../../lookups/api/get-ghes';
import type { FuncionarioRow } from '../../../lookups/api/get-funcionarios';
import { FuncionarioLookup } from '../../../lookups/components/funcionario-lookup';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { FormField } from '../../../ui/form/form-field';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useCreateLote } from '../api/create-lote';
import { useTabelasPreco } from '../api/get-tabelas-preco';

interface LoteRow {
  id_funcionario: string;
  nome: string;
  /** The employee's flags (adm, apos_adm, dem) disable ASO types. */
  flags: { adm: number; apos_adm: number; dem: number };
  id_fdt: string;
  id_funcao: string;
  id_ghe: string;
  tipo_aso: number;
}

interface LoteFormValues {
  funcionarios: LoteRow[];
  data_age: string;
  id_tabela_preco: string;
  obs: string;
  /** The lookup that adds an employee to the batch; not sent. */
  novo: string;
}

/** The shared schema, plus the batch's date window: from today, no upper limit (spec 1 §5). */
const loteFormSchema = consultaExternaLoteSchema.superRefine((lote, ctx) => {
  const problem = scheduleDateError(lote.data_age, todayInSaoPaulo(), { single: false });
  if (problem) ctx.addIssue({ code: 'custom', path: ['data_age'], message: problem });
});

const emptyLote: LoteFormValues = { funcionarios: [], data_age: '', id_tabela_preco: '', obs: '', novo: '' };

/**
 * 'Formulário de Cadasto de Consulta em Lote' (spec 1 §2): employees added one by one, each with its function,
 * front, GHE and ASO type (default 52); one date, price table and notes for all (date and notes disabled until an
 * employee is chosen). The answer comes at once; the consultations are made in the background.
 */
export function LoteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { tenant } = useParams();
  const notify = useNotify();
  const create = useCreateLote(tenant);
  const form = useForm<LoteFormValues, unknown, z.output<typeof consultaExternaLoteSchema>>({
    resolver: zodResolver(loteFormSchema) as never,
    defaultValues: emptyLote,
  });
  const rows = useFieldArray({ control: form.control, name: 'funcionarios', keyName: 'chave' });
  const none = rows.fields.length === 0;

  function add(row: FuncionarioRow | null) {
    if (!row) return;
    form.setValue('novo', '');
    if (form.getValues('funcionarios').some((item) => item.id_funcionario === row.id)) return;
    rows.append({
      id_funcionario: row.id,
      nome: row.nome,
      flags: { adm: row.adm, apos_adm: row.apos_adm, dem: row.dem },
      id_fdt: row.fdt?.id ?? '',
      id_funcao: row.funcao?.id ?? '',
      id_ghe: row.ghe?.id ?? '',
      tipo_aso: batchDefaultAsoType,
    });
    form.clearErrors('funcionarios');
  }

  const close = () => {
    form.reset(emptyLote);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={batchConsultationTitle} testId="batch-modal">
      <Form
        form={form}
        testId="batch-form"
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          notify({ message: batchConsultationRegisteredMessage, variation: 'success', title: 'Sucesso' });
          close();
        }}
      >
        <Flex direction="column" gap="medium">
          <FuncionarioLookup name="novo" label="Adicionar funcionário" onPick={add} />
          <FormField name="funcionarios">
            {none ? (
              <Text color="font.tertiary">Nenhum funcionário adicionado.</Text>
            ) : (
              <Flex direction="column" gap="small" data-testid="batch-rows">
                {rows.fields.map((field, index) => (
                  <LoteRowFields key={field.chave} index={index} onRemove={() => rows.remove(index)} />
                ))}
              </Flex>
            )}
          </FormField>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 2fr' }} gap="small">
            <DateInput name="data_age" label="Data do agendamento" required disabled={none} min={todayInSaoPaulo()} />
            <PriceTableSelect disabled={none} />
          </Grid>
          <TextInput name="obs" label="Observações" rows={2} maxLength={500} disabled={none} />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={close}>Cancelar</Button>
            <Button type="submit" variation="primary" isDisabled={none} isLoading={form.formState.isSubmitting} loadingText="Enviando...">
              Cadastrar Consultas
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Modal>
  );
}

/** One employee of the batch: function, front, GHE and ASO type, each list following the previous choice. */
function LoteRowFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { tenant } = useParams();
  const { setValue } = useFormContext<LoteFormValues>();
  const row = useWatch<LoteFormValues, `funcionarios.${number}`>({ name: `funcionarios.${index}` });
  const fdts = useFdts(tenant);
  const funcoes = useGheFuncoes(tenant, row.id_fdt || null);
  const ghes = useGhes(tenant, row.id_fdt || null, row.id_funcao || null);
  const name = (field: string) => `funcionarios.${index}.${field}`;
  return (
    <Grid
      templateColumns={{ base: '1fr', large: '1.4fr 1fr 1fr 1fr 1fr auto' }}
      gap="xs"
      alignItems="end"
      className="oc-batch-row"
      data-testid="batch-row"
    >
      <Text fontWeight="bold" alignSelf="center">
        {row.nome}
      </Text>
      <SelectInput
        name={name('id_fdt')}
        label="Frente de Trabalho"
        required
        options={(fdts.data ?? []).map((fdt) => ({ value: fdt.id, label: fdt.descricao }))}
        onChange={() => {
          setValue(`funcionarios.${index}.id_funcao`, '');
          setValue(`funcionarios.${index}.id_ghe`, '');
        }}
      />
      <SelectInput
        name={name('id_funcao')}
        label="Função"
        required
        disabled={!row.id_fdt}
        options={(funcoes.data ?? []).map((funcao) => ({ value: funcao.id, label: funcao.nome }))}
        onChange={() => setValue(`funcionarios.${index}.id_ghe`, '')}
      />
      <SelectInput
        name={name('id_ghe')}
        label="GHE"
        required
        disabled={!row.id_funcao}
        options={(ghes.data ?? []).map((ghe) => ({
          value: ghe.id,
          label: `${ghe.ghe} - ${ghe.descricao}`,
          disabled: ghe.vencido || ghe.sem_pcmso,
          title: ghe.dica ?? undefined,
        }))}
      />
      <SelectInput
        name={name('tipo_aso')}
        label="Tipo de ASO"
        required
        options={asoTypeOptions(row.flags).map((option) => ({ value: option.id, label: option.descricao, disabled: option.disabled }))}
      />
      <Button size="small" variation="link" colorTheme="error" onClick={onRemove} aria-label={`Remover ${row.nome}`}>
        Remover
      </Button>
    </Grid>
  );
}

/**
 * The price table of the batch: the clinics that price the first employee's consultation on the chosen date (GET
 * tabela-preco needs an employee, front, function, GHE, type and date); tables that cannot price an exam are not
 * offered.
 */
function PriceTableSelect({ disabled }: { disabled: boolean }) {
  const { tenant } = useParams();
  const [first, dataAge] = useWatch<LoteFormValues, ['funcionarios.0', 'data_age']>({ name: ['funcionarios.0', 'data_age'] });
  const filter =
    first?.id_funcionario && first.id_fdt && first.id_funcao && first.id_ghe && dataAge
      ? {
          id_funcionario: first.id_funcionario,
          id_fdt: first.id_fdt,
          id_funcao: first.id_funcao,
          id_ghe: first.id_ghe,
          id_tipo_aso: first.tipo_aso,
          data_age: dataAge,
          periodicidade: periodicityFilter(first.tipo_aso, null),
          ordem: 'relevancia' as const,
        }
      : null;
  const tables = useTabelasPreco(tenant, filter);
  return (
    <Flex direction="column" gap="xxs">
      <SelectInput
        name="id_tabela_preco"
        label="Credenciada / Tabela de preço"
        required
        disabled={disabled || !tables.data}
        placeholder={tables.isFetching ? 'Carregando as credenciadas...' : filter ? 'Selecione' : 'Escolha a data do agendamento'}
        options={(tables.data ?? []).map((entry) => ({
          value: entry.id,
          label: `${entry.credenciada.nome_curto} (${entry.credenciada_cidade}/${entry.credenciada_uf}) - ${formatBRL(entry.total_exames_realizar)} por funcionário`,
          disabled: !entry.completa,
        }))}
      />
      {tables.isError ? (
        <Alert variation="warning" isDismissible={false}>
          Não foi possível carregar as credenciadas para o primeiro funcionário do lote: confira a frente, o GHE e o tipo de ASO.
        </Alert>
      ) : null}
    </Flex>
  );
}
