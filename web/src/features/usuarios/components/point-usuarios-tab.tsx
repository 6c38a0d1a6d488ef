import { Alert } from '@aws-amplify/ui-react';

/** Placeholder until its owner builds it (issue 14, wave 2). */
export function PointUsuariosTab(_props: { readonly pointType: 'empresa' | 'credenciada' | 'parceiro'; readonly pointId: string; readonly pointNome: string }) {
  return <Alert variation="info">Em construção</Alert>;
}
