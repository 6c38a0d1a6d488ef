import { Alert, Button, Flex, Loader, SwitchField, Text } from '@aws-amplify/ui-react';
import { formatBrDate, recordSavedMessage } from '@ocupacional/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { webPaths } from '../../../lib/paths';
import { useNotify } from '../../../ui/notifications';
import { useEmpresaEsocial, useSaveEmpresaEsocial } from '../api/empresas';

/**
 * The company's eSocial tab (issue 14): its part in the tenant's automatic sending (eSocial › Configuração): whether
 * its events are generated and put in lotes daily, and whether its lotes are also transmitted. Saving changes only
 * this company, at the configuration's version read (409: someone saved the configuration meanwhile, reload).
 */
export function EmpresaEsocialTab({ empresaId }: { empresaId: string }) {
  const current = useEmpresaEsocial(empresaId);
  const save = useSaveEmpresaEsocial(empresaId);
  const notify = useNotify();
  const [draft, setDraft] = useState<{ gerar: 0 | 1; transmitir: 0 | 1 } | null>(null);
  if (current.isPending) return <Loader />;
  if (!current.data) return <Alert variation="error">Não foi possível carregar a configuração do eSocial.</Alert>;
  const data = current.data;
  const values = draft ?? { gerar: data.gerar, transmitir: data.transmitir };
  const changed = values.gerar !== data.gerar || values.transmitir !== data.transmitir;
  return (
    <Flex direction="column" gap="medium" data-testid="empresa-esocial">
      <Alert variation={data.envio_ativo ? 'info' : 'warning'}>
        {data.envio_ativo
          ? `O envio automático do eSocial está ativo${data.data_inicio ? ` desde ${formatBrDate(data.data_inicio)}` : ''}.`
          : 'O envio automático do eSocial está desativado: o que for marcado aqui vale quando ele for ativado.'}{' '}
        <Link to={`/${webPaths.esocialConfiguracao}`}>eSocial › Configuração</Link>
      </Alert>
      <SwitchField
        label="Gerar os eventos da empresa automaticamente"
        isChecked={values.gerar === 1}
        onChange={(event) => setDraft({ gerar: event.target.checked ? 1 : 0, transmitir: event.target.checked ? values.transmitir : 0 })}
        labelPosition="end"
        data-testid="empresa-esocial-gerar"
      />
      <SwitchField
        label="Transmitir os lotes da empresa automaticamente"
        isChecked={values.transmitir === 1}
        isDisabled={values.gerar !== 1}
        onChange={(event) => setDraft({ ...values, transmitir: event.target.checked ? 1 : 0 })}
        labelPosition="end"
        data-testid="empresa-esocial-transmitir"
      />
      <Text fontSize="small" color="font.secondary">
        Só os lotes de eventos gerados automaticamente podem ser transmitidos automaticamente.
      </Text>
      <Flex justifyContent="flex-end">
        <Button
          variation="primary"
          isDisabled={!changed}
          isLoading={save.isPending}
          loadingText="Salvando..."
          data-testid="empresa-esocial-save"
          onClick={() =>
            void save.mutateAsync({ versao: data.versao, ...values }).then(
              () => {
                setDraft(null);
                notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
              },
              () => void current.refetch(), // the HTTP client has shown the answer (a 409 asks to reload)
            )
          }
        >
          Salvar
        </Button>
      </Flex>
    </Flex>
  );
}
