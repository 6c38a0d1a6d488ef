import { Alert, Flex, Text } from '@aws-amplify/ui-react';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useLtcatModelo } from '../api/ltcat-conteudos';
import { ltcatModeloPermission } from './ltcat-modelo-page';
import { VisibilidadeSwitches } from './visibilidade-switches';

/**
 * LTCAT › Configuração › Ocultar Items no Documento (spec 3 §2.3): the model's sections in document order with their
 * switches; what is hidden here is left out of every LTCAT document the tenant generates.
 */
export function OcultarItensTab() {
  const session = useSession(undefined);
  const mayEdit = can(session.data?.usuario, ltcatModeloPermission);
  const modelo = useLtcatModelo();
  return (
    <Flex direction="column" gap="small" data-testid="ocultar-itens-tab">
      <Alert variation="info">Os itens ocultos não aparecem nos documentos de LTCAT gerados.</Alert>
      {(modelo.data?.data ?? []).map((conteudo) => (
        <Flex key={conteudo.id} justifyContent="space-between" alignItems="center" data-testid={`ocultar-item-${conteudo.chave ?? conteudo.id}`}>
          <Text textDecoration={conteudo.ocultar ? 'line-through' : undefined}>{conteudo.titulo}</Text>
          <VisibilidadeSwitches conteudo={conteudo} mayEdit={mayEdit} />
        </Flex>
      ))}
    </Flex>
  );
}
