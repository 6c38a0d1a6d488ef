import { Alert, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { applyMask, attentionTitle, esocialMensagens, masks } from '@ocupacional/shared';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { saveBase64File } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format-date-time';
import { useArquivoPublico } from '../api/get-arquivo-publico';
import type { ArquivoPublico } from '../api/lote-schemas';

/**
 * The public download page of a lote's file (spec 2 §2 "Download page"; util/esocial/arquivo/:link?email=, no
 * session), reached from the lote's e-mail: the server's message under 'Atenção' when the link is invalid or
 * expired; otherwise 'Arquivo Carregado com Sucesso' with the lote, company, layout, file and last update, the file
 * downloaded once automatically and a button to download it again.
 */
export function ArquivoPublicoPage() {
  const { link = '' } = useParams();
  const [params] = useSearchParams();
  const arquivo = useArquivoPublico(link, params.get('email'));
  const downloaded = useRef(false);

  useEffect(() => {
    if (!arquivo.data || downloaded.current) return;
    downloaded.current = true;
    saveBase64File(arquivo.data);
  }, [arquivo.data]);

  return (
    <Flex justifyContent="center" padding="large" data-testid="arquivo-publico-page">
      <Card variation="outlined" width="min(40rem, 100%)" padding="large">
        {arquivo.isPending ? (
          <Flex justifyContent="center">
            <Loader ariaLabel="Carregando..." />
          </Flex>
        ) : arquivo.isError ? (
          <Alert variation="error" heading={attentionTitle} data-testid="arquivo-erro">
            {arquivo.error instanceof ApiError ? arquivo.error.msg : esocialMensagens.linkInvalido}
          </Alert>
        ) : (
          <Sucesso arquivo={arquivo.data} />
        )}
      </Card>
    </Flex>
  );
}

function Sucesso({ arquivo }: { arquivo: ArquivoPublico }) {
  const rows: [string, string][] = [
    ['Lote', String(arquivo.lote)],
    ['Empresa', `${arquivo.empresa.nome_fantasia ?? ''} — ${applyMask(masks.cnpj, arquivo.empresa.cnpj)}`],
    ['Layout', arquivo.layout],
  ];
  return (
    <Flex direction="column" gap="medium" data-testid="arquivo-sucesso">
      <Heading level={4} color="font.success">
        {esocialMensagens.arquivoCarregado}
      </Heading>
      <Flex direction="column" gap="xxs">
        {rows.map(([label, value]) => (
          <Text key={label}>
            <strong>{label}:</strong> {value}
          </Text>
        ))}
        <Text>
          <strong>Arquivo:</strong>{' '}
          <Button variation="link" size="small" padding="0" onClick={() => saveBase64File(arquivo)} data-testid="arquivo-link">
            {arquivo.filename}
          </Button>
        </Text>
        <Text>
          <strong>Última atualização:</strong> {formatDateTime(arquivo.updated_at)}
        </Text>
      </Flex>
      <Button variation="primary" onClick={() => saveBase64File(arquivo)} data-testid="arquivo-download">
        Baixar Arquivo
      </Button>
      <Text fontSize="small" color="font.tertiary">
        O download do arquivo foi iniciado automaticamente. Se ele não começou, use o botão acima.
      </Text>
    </Flex>
  );
}
