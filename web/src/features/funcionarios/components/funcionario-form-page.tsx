import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { recordSavedMessage } from '@ocupacional/shared';
import type { Fdt } from '@ocupacional/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { useFdts } from '../../../lookups/api/get-fdts';
import { useFuncionario } from '../../../lookups/api/get-funcionario';
import { useConfirm } from '../../../ui/confirm-dialog';
import { Form } from '../../../ui/form/form';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';
import { useSaveFuncionario } from '../api/save-funcionario';
import { emptyFuncionario, frontHasPcmso, funcionarioFormSchemaWith, toFormValues } from '../utils/funcionario-form-values';
import type { FuncionarioFormValues } from '../utils/funcionario-form-values';
import { saveWithTransfer } from '../utils/save-with-transfer';
import { FuncionarioFields } from './funcionario-form';

/**
 * Create (funcionarios/cadastrar) or edit (funcionarios/editar/{id}) an employee (spec 1 §2). A 404 on load goes
 * back to the list (spec 1 §8). A CPF already registered asks whether to transfer the employee.
 */
export function FuncionarioFormPage() {
  const { tenant, id } = useParams();
  const listUrl = tenantUrl(tenant, empresaPaths.funcionarios);
  const funcionario = useFuncionario(tenant, id, listUrl);
  const fdts = useFdts(tenant);
  if ((id && funcionario.isPending) || fdts.isPending) return <PageLoader />;
  if (fdts.isError || (id && !funcionario.data)) {
    return <Alert variation="error">Não foi possível carregar o cadastro do funcionário.</Alert>;
  }
  return (
    <FuncionarioEditor
      // A new form per record: react-hook-form's default values are read once.
      key={id ?? 'novo'}
      initial={funcionario.data ? toFormValues(funcionario.data) : emptyFuncionario()}
      fdts={fdts.data}
    />
  );
}

function FuncionarioEditor({ initial, fdts }: { initial: FuncionarioFormValues; fdts: readonly Fdt[] }) {
  const { tenant } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const save = useSaveFuncionario(tenant);
  const fronts = useRef(fdts);
  fronts.current = fdts;
  const [schema] = useState(() => funcionarioFormSchemaWith((idFdt) => frontHasPcmso(fronts.current, idFdt)));
  const form = useForm({ resolver: zodResolver(schema), defaultValues: initial });
  const listUrl = tenantUrl(tenant, empresaPaths.funcionarios);

  return (
    <Form
      form={form}
      testId="funcionario-form"
      onSubmit={async (values) => {
        const outcome = await saveWithTransfer(values, {
          save: (body) => save.mutateAsync(body),
          confirmTransfer: (message) => confirm({ message, confirmLabel: 'Transferir', title: 'Funcionário já cadastrado' }),
        });
        if (outcome.kind !== 'declined') notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        navigate(listUrl);
      }}
    >
      <Flex direction="column" gap="medium">
        <FuncionarioFields fdts={fdts} />
        <Flex justifyContent="flex-end" gap="small">
          <Button as={Link} to={listUrl}>
            Voltar
          </Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando...">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
