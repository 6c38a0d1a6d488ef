import { Alert, Badge, Button, Flex, Heading, Label, Loader, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { importacaoEncerrada, importacaoLimits, type Importacao, type ImportacaoResumo } from '@ocupacional/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { saveBase64File } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format-date-time';
import { SimpleTable } from '../../../ui/simple-table';
import { funcionariosKey } from '../../../lookups/api/get-funcionarios';
import { S3UploadError } from '../../aso-upload/api/post-to-s3';
import { cappedPercent } from '../../aso-upload/utils/upload-progress';
import { sendImportacao } from '../../funcionarios/api/create-importacao';
import { getImportacaoErros } from '../../funcionarios/api/get-importacao-erros';
import { getImportacaoModelo } from '../../funcionarios/api/get-importacao-modelo';
import { importacaoFileProblem, importacaoStatusText, importacaoStatusVariation } from '../../funcionarios/utils/importacao-status';
import { importacoesKey, useImportacaoJob, useImportacoes, webTarget } from '../api/importacoes';
import { erroLinhas } from '../utils/erros';

const megabytes = importacaoLimits.bytes / (1024 * 1024);

/**
 * 'Importar Funcionários' of the company's record in the back office (issue 14): the model to download, the file
 * (.xlsx or .csv, type and size checked before any byte moves) sent straight to S3, the job followed until done
 * (lidas, importadas, já cadastradas, com erro) with the rejected rows by line, column and reason, on screen and as an
 * .xlsx; and the company's latest imports, each one openable. Good rows are imported even when others are rejected.
 */
export function FuncionarioImportacaoTab({ empresaId }: { readonly empresaId: string }) {
  const target = webTarget(empresaId);
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const historico = useImportacoes(empresaId);

  async function send() {
    if (!file) return;
    const problem = importacaoFileProblem(file);
    if (problem) return setFailure(problem);
    setFailure(null);
    setPercent(0);
    try {
      setJobId(await sendImportacao(target, file, (fraction) => setPercent(cappedPercent(fraction))));
      setFile(null);
      setInputKey((key) => key + 1);
      void client.invalidateQueries({ queryKey: [importacoesKey, empresaId, 'historico'] });
    } catch (error) {
      // The API's own refusals are already on screen (the client's notification); S3's is said here.
      setFailure(error instanceof S3UploadError ? error.message : 'Não foi possível enviar a planilha.');
    } finally {
      setPercent(null);
    }
  }

  return (
    <Flex direction="column" gap="medium" data-testid="importacao-tab">
      <Text fontSize="small">
        Baixe o modelo, preencha um funcionário por linha (os títulos da primeira linha identificam as colunas) e envie o arquivo .xlsx ou .csv
        de até {megabytes} MB e {importacaoLimits.linhas} linhas. As linhas corretas são importadas; as com erro são listadas com a linha, a
        coluna e o motivo, para correção. CPFs já cadastrados nesta empresa são mantidos como estão.
      </Text>
      <Flex alignItems="flex-end" gap="medium" wrap="wrap">
        <Button size="small" data-testid="importacao-tab-modelo" onClick={async () => saveBase64File(await getImportacaoModelo(target))}>
          Baixar modelo
        </Button>
        <Flex direction="column" gap="xxs">
          <Label htmlFor="importacao-tab-arquivo">Planilha (.xlsx ou .csv)</Label>
          <input
            key={inputKey}
            id="importacao-tab-arquivo"
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            data-testid="importacao-tab-arquivo"
            disabled={percent !== null}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setFailure(chosen ? importacaoFileProblem(chosen) : null);
            }}
          />
        </Flex>
        <Button
          variation="primary"
          isDisabled={!file || percent !== null || failure !== null}
          onClick={() => void send()}
          data-testid="importacao-tab-enviar"
        >
          Importar
        </Button>
      </Flex>
      {percent !== null ? (
        <Flex direction="column" gap="xxs" data-testid="importacao-tab-progresso">
          <Text fontSize="small">Enviando arquivo... {percent}%</Text>
          <Loader variation="linear" percentage={percent} isDeterminate isPercentageTextHidden />
        </Flex>
      ) : null}
      {failure ? (
        <Alert variation="error" data-testid="importacao-tab-falha">
          {failure}
        </Alert>
      ) : null}
      {jobId ? <ImportacaoAtual empresaId={empresaId} id={jobId} /> : null}
      <ImportacaoHistorico rows={historico.data} loading={historico.isPending} selected={jobId} onOpen={setJobId} />
    </Flex>
  );
}

/** The job being followed (polled until done), then its counts and rejected rows. */
function ImportacaoAtual({ empresaId, id }: { empresaId: string; id: string }) {
  const client = useQueryClient();
  const { data: job } = useImportacaoJob(empresaId, id);
  const done = job ? importacaoEncerrada(job.situacao) : false;
  // Once done, the history and the employee lists show what it did.
  useEffect(() => {
    if (!done) return;
    void client.invalidateQueries({ queryKey: [importacoesKey, empresaId, 'historico'] });
    void client.invalidateQueries({ queryKey: [funcionariosKey] });
  }, [done]);
  if (!job) return <Loader variation="linear" />;
  return <ImportacaoResultado empresaId={empresaId} job={job} />;
}

/** A job's status, counts and rejected rows (exported for the tests). */
export function ImportacaoResultado({ empresaId, job }: { empresaId: string; job: Importacao }) {
  const done = importacaoEncerrada(job.situacao);
  const linhas = erroLinhas(job.erros);
  return (
    <Flex direction="column" gap="small" data-testid="importacao-tab-status" data-situacao={job.situacao}>
      <Flex alignItems="center" gap="small" wrap="wrap">
        <Text fontWeight="bold">{job.arquivo}</Text>
        <Badge variation={importacaoStatusVariation(job)} data-testid="importacao-tab-situacao">
          {importacaoStatusText(job)}
        </Badge>
      </Flex>
      {!done ? <Loader variation="linear" /> : null}
      {job.situacao === 'falhou' && job.motivo ? <Alert variation="error">{job.motivo}</Alert> : null}
      {job.situacao === 'concluida' ? (
        <Flex gap="large" wrap="wrap" data-testid="importacao-tab-contagens">
          <Text>
            Linhas lidas: <strong data-testid="importacao-tab-lidas">{job.total ?? 0}</strong>
          </Text>
          <Text>
            Importadas: <strong data-testid="importacao-tab-importadas">{job.importados}</strong>
          </Text>
          <Text>
            Já cadastradas: <strong data-testid="importacao-tab-existentes">{job.existentes}</strong>
          </Text>
          <Text>
            Com erro: <strong data-testid="importacao-tab-com-erro">{job.com_erro}</strong>
          </Text>
        </Flex>
      ) : null}
      {job.situacao === 'concluida' && job.com_erro > 0 ? (
        <>
          <Flex alignItems="center" justifyContent="space-between" wrap="wrap">
            <Text fontSize="small">
              Corrija as linhas abaixo e envie-as novamente (o relatório traz cada linha com os seus dados).
              {job.com_erro > job.erros.length ? ` Na tela, as ${job.erros.length} primeiras de ${job.com_erro} linhas.` : ''}
            </Text>
            <Button
              size="small"
              data-testid="importacao-tab-relatorio"
              onClick={async () => saveBase64File(await getImportacaoErros(webTarget(empresaId), job.id))}
            >
              Baixar relatório de erros (.xlsx)
            </Button>
          </Flex>
          <SimpleTable head={['Linha', 'Nome', 'Coluna', 'Motivo']} testId="importacao-tab-erros">
            {linhas.map((linha, index) => (
              <TableRow key={`${linha.linha}-${index}`} data-testid={`importacao-tab-erro-${linha.linha}`}>
                <TableCell>{linha.linha}</TableCell>
                <TableCell>{linha.nome ?? ''}</TableCell>
                <TableCell>{linha.coluna || '—'}</TableCell>
                <TableCell>{linha.motivo}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        </>
      ) : null}
    </Flex>
  );
}

/** The company's latest imports; 'Ver' opens one (its counts and rejected rows). */
export function ImportacaoHistorico({
  rows,
  loading,
  selected,
  onOpen,
}: {
  rows: readonly ImportacaoResumo[] | undefined;
  loading: boolean;
  selected: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Flex direction="column" gap="xs">
      <Heading level={5}>Importações anteriores</Heading>
      {loading ? <Loader variation="linear" /> : null}
      {rows && rows.length === 0 ? <Text data-testid="importacao-tab-historico-vazio">Nenhuma importação desta empresa.</Text> : null}
      {rows && rows.length > 0 ? (
        <SimpleTable head={['Data', 'Arquivo', 'Enviado por', 'Situação', 'Lidas', 'Importadas', 'Com erro', '']} testId="importacao-tab-historico">
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={`importacao-tab-historico-${row.id}`} data-situacao={row.situacao}>
              <TableCell>{formatDateTime(row.created_at)}</TableCell>
              <TableCell>{row.arquivo}</TableCell>
              <TableCell>{row.usuario ?? ''}</TableCell>
              <TableCell>
                <Badge size="small" variation={importacaoStatusVariation(row)}>
                  {importacaoStatusText(row)}
                </Badge>
              </TableCell>
              <TableCell>{row.total ?? ''}</TableCell>
              <TableCell>{row.importados}</TableCell>
              <TableCell>{row.com_erro}</TableCell>
              <TableCell>
                <Button size="small" isDisabled={selected === row.id} onClick={() => onOpen(row.id)} data-testid="importacao-tab-ver">
                  Ver
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      ) : null}
    </Flex>
  );
}
