import { Button, Flex, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { applyMask, gheFuncaoFormSchema, masks, recordSavedMessage, recordsDeletedMessage, type GheCadastro } from '@ocupacional/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { useNotify } from '../../../ui/notifications';
import { Section } from '../../../ui/section';
import { SimpleTable } from '../../../ui/simple-table';
import { funcoesApi } from '../../cadastros/api/funcoes';
import { estruturaApi, useEstruturaDelete, useEstruturaSave } from '../api/estrutura';

/** The functions of a GHE: add one of Configurações › Funções, remove one (administrators). */
export function GheFuncoes({ empresaId, ghe, mayEdit }: { empresaId: string; ghe: GheCadastro; mayEdit: boolean }) {
  const funcoes = useQuery(estruturaApi.gheFuncoesOptions(empresaId, ghe.id));
  const catalogo = useQuery({ ...funcoesApi.listOptions({ pagination: 1000 }), enabled: mayEdit });
  const link = useEstruturaSave(empresaId, 'estruturaGheFuncaoSalvar');
  const unlink = useEstruturaDelete(empresaId, 'estruturaGheFuncaoDeletar');
  const confirmations = useConfirmations();
  const notify = useNotify();
  const form = useForm<{ id_funcao: string }, unknown, { id_funcao: string }>({
    resolver: zodResolver(gheFuncaoFormSchema) as never,
    defaultValues: { id_funcao: '' },
  });
  const held = new Set((funcoes.data ?? ghe.funcoes).map((funcao) => funcao.id));
  const options = (catalogo.data?.data ?? [])
    .filter((funcao) => funcao.ativo === 1 && !held.has(funcao.id))
    .map((funcao) => ({ value: funcao.id, label: funcao.cbo ? `${funcao.nome} (${applyMask(masks.cbo, funcao.cbo)})` : funcao.nome }));
  const rows = funcoes.data ?? ghe.funcoes;
  return (
    <Section title={`Funções do GHE ${ghe.ghe}`} testId="estrutura-funcoes">
      {mayEdit ? (
        <Form
          form={form}
          testId="estrutura-funcao-form"
          onSubmit={async (values) => {
            await link.mutateAsync({ body: values, params: { ghe: ghe.id } });
            notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
            form.reset({ id_funcao: '' });
          }}
        >
          <Flex alignItems="flex-end" gap="small" wrap="wrap">
            <SelectInput name="id_funcao" label="Função" options={options} required />
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} data-testid="estrutura-funcao-add">
              Adicionar
            </Button>
          </Flex>
        </Form>
      ) : null}
      {rows.length === 0 ? (
        <Text data-testid="estrutura-funcoes-vazio">Nenhuma função vinculada a esse GHE.</Text>
      ) : (
        <SimpleTable head={['Função', 'CBO', '']} testId="estrutura-funcoes-table">
          {rows.map((funcao) => (
            <TableRow key={funcao.id} data-testid="estrutura-funcao-row">
              <TableCell>{funcao.nome}</TableCell>
              <TableCell>{funcao.cbo ? applyMask(masks.cbo, funcao.cbo) : ''}</TableCell>
              <TableCell>
                {mayEdit ? (
                  <Button
                    size="small"
                    variation="link"
                    data-testid="estrutura-funcao-remove"
                    onClick={async () => {
                      if (!(await confirmations.deleteRecords(1))) return;
                      await unlink.mutateAsync({ ids: [funcao.id], params: { ghe: ghe.id } });
                      notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' });
                    }}
                  >
                    Remover
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </Section>
  );
}
