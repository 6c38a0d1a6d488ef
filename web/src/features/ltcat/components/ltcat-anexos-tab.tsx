import { Alert, Button, Flex, Link as AmplifyLink, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { anexoError, formatBrDateTime, permissions, recordSavedMessage, recordsDeletedMessage } from '@ocupacional/shared';
import type { Ltcat, LtcatAnexo } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { postToS3, S3UploadError } from '../../aso-upload/api/post-to-s3';
import { ltcatApi } from '../api/ltcat';

/*
 * Documentos e Anexos of an LTCAT (issue 15; spec 3 §2.3, §3, §4, §5): the attachments with their download links;
 * 'Novo Anexo' and each row's edit and delete with permission 576, and only for an attachment of status 79 or none
 * (the API's `editavel`). One file at a time, jpg, png, jpeg, pdf or zip up to 50 MB (several files: zip them), sent
 * straight to S3 (presigned POST), then saved with its description.
 */

const semAnexos: LtcatAnexo[] = [];

interface Editing {
  readonly anexo: LtcatAnexo | null;
}

function AnexoModal({ ltcat, editing, onClose }: { ltcat: Ltcat; editing: Editing; onClose: () => void }) {
  const notify = useNotify();
  const save = ltcatApi.useSaveAnexo(ltcat.id);
  const [descricao, setDescricao] = useState(editing.anexo?.descricao ?? '');
  const [obs, setObs] = useState(editing.anexo?.obs ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);

  async function submit() {
    const next: Record<string, string> = {};
    if (!descricao.trim()) next.descricao = 'Campo obrigatório';
    if (!editing.anexo && !file) next.arquivo = 'Campo obrigatório';
    const fileError = file ? anexoError({ nome: file.name, tamanho: file.size }) : null;
    if (fileError) next.arquivo = fileError.message;
    setErros(next);
    if (Object.keys(next).length) return;
    try {
      let arquivo: string | undefined;
      if (file) {
        const slot = await ltcatApi.upload(ltcat.id, file);
        setProgress(0);
        await postToS3(slot, file, setProgress);
        arquivo = slot.chave;
      }
      await save.mutateAsync({ id: editing.anexo?.id, versao: editing.anexo?.versao, descricao, obs, ...(arquivo ? { arquivo } : {}) });
      notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
      onClose();
    } catch (error) {
      if (error instanceof S3UploadError) setErros({ arquivo: error.message });
      else if (error instanceof ApiError && error.status === 400) {
        setErros(Object.fromEntries(Object.entries(error.fields).map(([campo, messages]) => [campo === 'nome' || campo === 'tamanho' ? 'arquivo' : campo, String(messages[0] ?? '')])));
      }
    } finally {
      setProgress(null);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={editing.anexo ? 'Editar Anexo' : 'Novo Anexo'}
      testId="ltcat-anexo-modal"
      footer={
        <Flex gap="small" justifyContent="flex-end">
          <Button onClick={onClose}>Cancelar</Button>
          <Button variation="primary" onClick={() => void submit()} isLoading={save.isPending || progress !== null} data-testid="ltcat-anexo-save">
            Salvar
          </Button>
        </Flex>
      }
    >
      <Flex direction="column" gap="small">
        <TextField label="Descrição *" value={descricao} maxLength={300} onChange={(event) => setDescricao(event.target.value)} hasError={Boolean(erros.descricao)} errorMessage={erros.descricao} />
        <TextAreaField label="Observação" value={obs} maxLength={500} onChange={(event) => setObs(event.target.value)} hasError={Boolean(erros.obs)} errorMessage={erros.obs} />
        <TextField
          label={editing.anexo ? 'Substituir arquivo' : 'Arquivo *'}
          type="file"
          accept=".pdf,.zip,.jpg,.jpeg,.png"
          descriptiveText="Um arquivo por vez: pdf, zip, jpg, jpeg ou png, até 50 MB. Vários arquivos: envie-os em um .zip."
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          hasError={Boolean(erros.arquivo)}
          errorMessage={erros.arquivo}
          data-testid="ltcat-anexo-file"
        />
        {progress !== null ? <Text fontSize="small">Enviando… {Math.round(progress * 100)}%</Text> : null}
      </Flex>
    </Modal>
  );
}

export function LtcatAnexosTab({ ltcat }: { ltcat: Ltcat }) {
  const session = useSession(undefined);
  const mayChange = can(session.data?.usuario, permissions.anexoLtcat);
  const anexos = ltcatApi.useAnexos(ltcat.id);
  const remove = ltcatApi.useDeleteAnexos(ltcat.id);
  const confirmations = useConfirmations();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo(() => {
    const col = dataTableColumns<LtcatAnexo>();
    const deleteOne = async (row: LtcatAnexo) => {
      if (!(await confirmations.deleteRecords(1))) return;
      await remove.mutateAsync([row.id]).then(
        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
        () => undefined,
      );
    };
    return col.columns([
      col.accessor('descricao', { header: 'Descrição' }),
      col.display({
        id: 'arquivo',
        header: 'Arquivo',
        cell: ({ row }) => (
          <AmplifyLink href={row.original.arquivo.url} isExternal data-testid="ltcat-anexo-download">
            {row.original.arquivo.nome}
          </AmplifyLink>
        ),
      }),
      col.accessor('usuario', { header: 'Usuário', cell: ({ getValue }) => getValue() ?? '' }),
      col.accessor('updated_at', { header: 'Atualização', cell: ({ getValue }) => formatBrDateTime(getValue()) }),
      col.display({
        id: 'acoes',
        header: 'Ações',
        cell: ({ row }) =>
          row.original.editavel ? (
            <Flex gap="xs" wrap="nowrap">
              <Button size="small" onClick={() => setEditing({ anexo: row.original })} data-testid="ltcat-anexo-edit">
                Editar
              </Button>
              <Button size="small" colorTheme="error" onClick={() => void deleteOne(row.original)} data-testid="ltcat-anexo-delete">
                Excluir
              </Button>
            </Flex>
          ) : null,
      }),
    ]);
  }, [remove.mutateAsync]);

  if (anexos.isError) return <Alert variation="error">Não foi possível carregar os anexos.</Alert>;
  return (
    <Flex direction="column" gap="medium" data-testid="ltcat-anexos-tab">
      <DataTable<LtcatAnexo>
        testId="ltcat-anexos-table"
        columns={columns}
        data={anexos.data?.data ?? semAnexos}
        loading={anexos.isPending}
        rowTestId={(row) => `ltcat-anexo-${row.id}`}
        emptyMessage="Nenhum anexo cadastrado"
        toolbar={
          mayChange ? (
            <Button size="small" variation="primary" onClick={() => setEditing({ anexo: null })} data-testid="ltcat-anexo-new">
              Novo Anexo
            </Button>
          ) : null
        }
      />
      {editing ? <AnexoModal ltcat={ltcat} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}
