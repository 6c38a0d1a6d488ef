import { Button, Flex } from '@aws-amplify/ui-react';
import { usuarioFormSchema } from '@ocupacional/shared';
import { useParams } from 'react-router-dom';
import { webPaths } from '../../../lib/paths';
import { useNotify } from '../../../ui/notifications';
import { RegistryFormPage } from '../../cadastros/components/registry-form-page';
import { useReenviarSenha, usuariosApi } from '../api/usuarios';
import { usuarioFormValues, type UsuarioFormValues } from '../utils/usuario-form-values';
import { UsuarioFields } from './usuario-fields';

/** 'Reenviar senha': a new password is generated and e-mailed to the user (the old one stops working). */
export function ReenviarSenhaButton({ id, testId = 'usuario-reenviar-senha' }: { readonly id: string; readonly testId?: string }) {
  const reenviar = useReenviarSenha();
  const notify = useNotify();
  return (
    <Button
      size="small"
      isLoading={reenviar.isPending}
      loadingText="Enviando..."
      onClick={() =>
        void reenviar.mutateAsync(id).then(
          (message) => notify({ message, variation: 'success', title: 'Sucesso' }),
          () => undefined, // the HTTP client has shown the failure
        )
      }
      data-testid={testId}
    >
      Reenviar senha
    </Button>
  );
}

/** Create (usuarios/cadastrar) or edit (usuarios/editar/{id}) an operator of the web area. */
export function UsuarioFormPage() {
  const { id } = useParams();
  return (
    <RegistryFormPage<Parameters<typeof usuarioFormValues>[0], UsuarioFormValues>
      testId="usuario"
      listUrl={`/${webPaths.usuarios}`}
      useRecord={(recordId, notFound) => usuariosApi.useOne(recordId, notFound)}
      useSave={usuariosApi.useSave}
      schema={usuarioFormSchema as never}
      toValues={(usuario) => usuarioFormValues(usuario, { pointType: 'web' })}
      loadError="Não foi possível carregar o cadastro do usuário."
    >
      <UsuarioFields pointType="web" />
      {id ? (
        <Flex justifyContent="flex-start">
          <ReenviarSenhaButton id={id} />
        </Flex>
      ) : null}
    </RegistryFormPage>
  );
}
