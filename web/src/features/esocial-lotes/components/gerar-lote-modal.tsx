import { Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { dateField, esocialLayouts, flagField, idField, idListField, invalidOptionMessage, requiredMessage } from '@ocupacional/shared';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useEsocialEmpresaDaSessao } from '../../esocial/api/lookups';
import { useGerarLote } from '../api/gerar-lote';
import { gerarLoteBody, gerarLoteDefaults } from '../utils/lote-rules';
import type { GerarLoteValues } from '../utils/lote-rules';
import { EmpresaPicker, FdtsPicker, FuncionariosPicker } from './pickers';

/**
 * The generate modal's form: loteGerarSchema's fields with the registration range as two dates (sent as the
 * `created_at` pair). Company and layout required (spec 2 §5).
 */
const gerarFormSchema = z
  .object({
    id_emp: idField(),
    layout: z.enum(esocialLayouts, { error: (issue) => (issue.input === '' || issue.input === undefined ? requiredMessage : invalidOptionMessage) }),
    fdts: idListField(),
    funcionarios: idListField(),
    data_inicio: dateField({ optional: true }),
    data_fim: dateField({ optional: true }),
    funcionarios_delete: idListField(),
    avulso: flagField(0),
  })
  .superRefine((value, ctx) => {
    // A range needs both ends.
    if (value.data_inicio && !value.data_fim) ctx.addIssue({ code: 'custom', path: ['data_fim'], message: requiredMessage });
    if (value.data_fim && !value.data_inicio) ctx.addIssue({ code: 'custom', path: ['data_inicio'], message: requiredMessage });
  });

export const layoutOptions = esocialLayouts.map((layout) => ({ value: layout, label: layout }));
const simNao = [
  { value: 0, label: 'Não' },
  { value: 1, label: 'Sim' },
];

/**
 * 'Gerar Novo Lote' (spec 2 §2 "Generate batch modal"): company and layout required; fronts, employees, the file
 * registration range, employees to exclude and 'Somente eventos avulsos' stay disabled until both are chosen. The
 * lote is built in the background; the API's message says where to follow it.
 */
export function GerarLoteModal({ open, onClose, onGenerated }: { open: boolean; onClose: () => void; onGenerated: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Gerar Novo Lote" width="min(56rem, 95%)" testId="gerar-lote-modal">
      {open ? <GerarLoteForm onClose={onClose} onGenerated={onGenerated} /> : null}
    </Modal>
  );
}

function GerarLoteForm({ onClose, onGenerated }: { onClose: () => void; onGenerated: () => void }) {
  const { tenant } = useParams();
  const notify = useNotify();
  const empresaDaSessao = useEsocialEmpresaDaSessao();
  const gerar = useGerarLote(tenant);
  const form = useForm<GerarLoteValues, unknown, z.output<typeof gerarFormSchema>>({
    resolver: zodResolver(gerarFormSchema) as never,
    defaultValues: { ...gerarLoteDefaults, id_emp: empresaDaSessao?.id ?? '' },
  });
  const [empresa, layout] = useWatch({ control: form.control, name: ['id_emp', 'layout'] });
  const locked = !empresa || !layout;
  // The session may arrive after the form: the empresa area's company is the logged one.
  useEffect(() => {
    if (empresaDaSessao && !form.getValues('id_emp')) form.setValue('id_emp', empresaDaSessao.id);
  }, [empresaDaSessao, form]);

  async function submit() {
    const answer = await gerar.mutateAsync(gerarLoteBody(form.getValues()));
    notify({ message: answer.msg, variation: 'success', title: 'Sucesso' });
    onGenerated();
    onClose();
  }

  return (
    <Form form={form} onSubmit={submit} testId="gerar-lote-form">
      <Flex direction="column" gap="medium">
        <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr' }} gap="small">
          <EmpresaPicker
            name="id_emp"
            label="Empresa"
            required
            // Another company's fronts and employees do not apply.
            onPick={() => {
              form.setValue('fdts', []);
              form.setValue('funcionarios', []);
              form.setValue('funcionarios_delete', []);
            }}
          />
          <SelectInput name="layout" label="Layout" required options={layoutOptions} />
        </Grid>
        {locked ? (
          <Text fontSize="small" color="font.tertiary">
            Escolha a empresa e o layout para usar os demais filtros.
          </Text>
        ) : null}
        <FdtsPicker name="fdts" label="Frentes de trabalho" empresaId={empresa} disabled={locked} />
        <FuncionariosPicker name="funcionarios" label="Funcionários" empresaId={empresa} disabled={locked} />
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          <DateInput name="data_inicio" label="Cadastro do arquivo de" disabled={locked} />
          <DateInput name="data_fim" label="até" disabled={locked} />
          <SelectInput name="avulso" label="Somente eventos avulsos" options={simNao} placeholder="" disabled={locked} />
        </Grid>
        <FuncionariosPicker name="funcionarios_delete" label="Funcionários a excluir do lote" empresaId={empresa} disabled={locked} />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variation="primary" isLoading={gerar.isPending} data-testid="gerar-lote">
            Gerar Lote
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
