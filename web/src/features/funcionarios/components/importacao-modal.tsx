import { Alert, Badge, Button, Flex, Label, Loader, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { applyMask, importacaoEncerrada, importacaoLimits, masks, onlyDigits } from '@ocupacional/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { saveBase64File } from '../../../lib/download-file';
import { Modal } from '../../../ui/modal';
import { SimpleTable } from '../../../ui/simple-table';
import { funcionariosKey } from '../../../lookups/api/get-funcionarios';
import { S3UploadError } from '../../aso-upload/api/post-to-s3';
import { cappedPercent } from '../../aso-upload/utils/upload-progress';
import { sendImportacao } from '../api/create-importacao';
import { useImportacao } from '../api/get-importacao';
import { getImportacaoErros } from '../api/get-importacao-erros';
import { getImportacaoModelo } from '../api/get-importacao-modelo';
import type { ImportacaoTarget } from '../api/importacao-target';
import { importacaoFileProblem, importacaoStatusText, importacaoStatusVariation } from '../utils/importacao-status';

const cpfText = (cpf: string | null) => (cpf && onlyDigits(cpf).length === 11 ? applyMask(masks.cpf, onlyDigits(cpf)) : (cpf ?? ''));

/**
 * 'Importar planilha' (issue 14): the model to download, the file (.xlsx or .csv) sent straight to S3 with its
 * progress, then the job followed until done: how many imported, and the rejected rows by line with their reasons,
 * on screen and as an .xlsx to fix and send again. Good rows are imported even when others are rejected.
 */
export function ImportacaoModal({ open, onClose, target }: { open: boolean; onClose: () => void; target: ImportacaoTarget }) {
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);

  function restart() {
    setFile(null);
    setInputKey((key) => key + 1);
    setPercent(null);
    setFailure(null);
    setJobId(null);
  }

  async function send() {
    if (!file) return;
    const problem = importacaoFileProblem(file);
    if (problem) return setFailure(problem);
    setFailure(null);
    setPercent(0);
    try {
      setJobId(await sendImportacao(target, file, (fraction) => setPercent(cappedPercent(fraction))));
    } catch (error) {
      // The API's own refusals are already on screen (the client's notification); S3's is said here.
      setFailure(error instanceof S3UploadError ? error.message : 'Não foi possível enviar a planilha.');
    } finally {
      setPercent(null);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Importar planilha de funcionários"
      width="min(64rem, 95%)"
      testId="importacao-modal"
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      <Flex direction="column" gap="small" padding="small">
        <Text fontSize="small">
          Baixe o modelo, preencha um funcionário por linha (os títulos da primeira linha identificam as colunas) e envie o arquivo .xlsx ou
          .csv de até {importacaoLimits.bytes / (1024 * 1024)} MB e {importacaoLimits.linhas} linhas. As linhas corretas são importadas; as
          com erro são listadas para correção. CPFs já cadastrados nesta empresa são mantidos como estão.
        </Text>
        <Flex>
          <Button size="small" data-testid="importacao-modelo" onClick={async () => saveBase64File(await getImportacaoModelo(target))}>
            Baixar modelo
          </Button>
        </Flex>
        {jobId ? (
          <ImportacaoFollow target={target} id={jobId} onRestart={restart} />
        ) : (
          <Flex direction="column" gap="xxs">
            <Label htmlFor="importacao-arquivo">Planilha (.xlsx ou .csv)</Label>
            <input
              key={inputKey}
              id="importacao-arquivo"
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              data-testid="importacao-arquivo"
              disabled={percent !== null}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFailure(null);
              }}
            />
            {percent !== null ? (
              <Flex direction="column" gap="xxs" data-testid="importacao-progresso">
                <Text fontSize="small">Enviando arquivo... {percent}%</Text>
                <Loader variation="linear" percentage={percent} isDeterminate isPercentageTextHidden />
              </Flex>
            ) : null}
            {failure ? (
              <Alert variation="error" data-testid="importacao-falha">
                {failure}
              </Alert>
            ) : null}
            <Flex justifyContent="flex-end">
              <Button variation="primary" isDisabled={!file || percent !== null} onClick={() => void send()} data-testid="importacao-enviar">
                Importar
              </Button>
            </Flex>
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}

/** The job until it is done: its status, then its counts and rejected rows. */
function ImportacaoFollow({ target, id, onRestart }: { target: ImportacaoTarget; id: string; onRestart: () => void }) {
  const client = useQueryClient();
  const { data: job } = useImportacao(target, id);
  const done = job ? importacaoEncerrada(job.situacao) : false;
  // The list shows the new employees once the job is done.
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: [funcionariosKey] });
  }, [done]);
  if (!job) return <Loader variation="linear" />;
  return (
    <Flex direction="column" gap="small" data-testid="importacao-status" data-situacao={job.situacao}>
      <Flex alignItems="center" gap="small">
        <Text fontWeight="bold">{job.arquivo}</Text>
        <Badge variation={importacaoStatusVariation(job)}>{importacaoStatusText(job)}</Badge>
      </Flex>
      {!done ? <Loader variation="linear" /> : null}
      {job.situacao === 'falhou' && job.motivo ? <Alert variation="error">{job.motivo}</Alert> : null}
      {job.situacao === 'concluida' && job.com_erro > 0 ? (
        <>
          <Flex alignItems="center" justifyContent="space-between" wrap="wrap">
            <Text fontSize="small">
              Corrija as linhas abaixo e envie-as novamente (o relatório traz cada linha com os seus dados).
              {job.com_erro > job.erros.length ? ` Na tela, as ${job.erros.length} primeiras de ${job.com_erro}.` : ''}
            </Text>
            <Button size="small" data-testid="importacao-relatorio" onClick={async () => saveBase64File(await getImportacaoErros(target, id))}>
              Baixar relatório de erros (.xlsx)
            </Button>
          </Flex>
          <SimpleTable head={['Linha', 'Nome', 'CPF', 'Erros']} testId="importacao-erros">
            {job.erros.map((erro) => (
              <TableRow key={erro.linha}>
                <TableCell>{erro.linha}</TableCell>
                <TableCell>{erro.nome ?? ''}</TableCell>
                <TableCell>{cpfText(erro.cpf)}</TableCell>
                <TableCell>
                  {erro.erros.map((texto) => (
                    <div key={texto}>{texto}</div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        </>
      ) : null}
      {done ? (
        <Flex justifyContent="flex-end">
          <Button onClick={onRestart} data-testid="importacao-outra">
            Importar outra planilha
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
