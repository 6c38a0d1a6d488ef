import { Alert } from '@aws-amplify/ui-react';

/** Placeholder until its owner builds it (issue 14, wave 2). */
export function FuncionarioImportacaoTab(_props: { readonly empresaId: string }) {
  return <Alert variation="info">Em construção</Alert>;
}
