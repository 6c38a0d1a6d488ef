import { Alert, Button, Flex, Grid, Label, Loader, Text } from '@aws-amplify/ui-react';
import { asoUploadRegisteredMessage, documentTypes, typeListCodes, typeLists, uploadTypes } from '@ocupacional/shared';
import type { AsoUploadForm } from '@ocupacional/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { fillPath, webPaths } from '../../../lib/paths';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { useNotify } from '../../../ui/notifications';
import { createAsoUpload } from '../api/create-aso-upload';
import { useAsoUpload } from '../api/get-aso-upload';
import { asoLiberacoesKey } from '../api/get-aso-liberacoes';
import { asoUploadsKey } from '../api/get-aso-uploads';
import { postToS3, S3UploadError } from '../api/post-to-s3';
import { emptyUploadForm, fileSummary, validateUploadForm } from '../utils/upload-form-values';
import type { UploadFormValues } from '../utils/upload-form-values';
import { cappedPercent, pagesPercent, pagesProgressText } from '../utils/upload-progress';
import { isSettled, statusText, statusVariation } from '../utils/upload-status';
import { LinkPickers } from './link-pickers';

const tipoOptions = (typeLists[typeListCodes.tipoUpload] ?? []).map((item) => ({ value: item.id, label: item.descricao }));
const documentoOptions = (typeLists[typeListCodes.tipoDocumento] ?? [])
  .filter((item) => item.id === documentTypes.aso || item.id === documentTypes.prontuario)
  .map((item) => ({ value: item.id, label: item.descricao }));
const juntarOptions = [
  { value: 1, label: 'Sim' },
  { value: 0, label: 'Não' },
];

/** The shared schema through validateUploadForm: every message at once, nested as react-hook-form keeps them. */
const uploadResolver: Resolver<UploadFormValues, unknown, AsoUploadForm> = (values) => {
  const { values: parsed, errors } = validateUploadForm(values);
  if (parsed) return { values: parsed, errors: {} };
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path.split('.');
    let node = nested;
    keys.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Record<string, unknown>;
    });
    node[keys[keys.length - 1] as string] = { type: 'validation', message };
  }
  return { values: {}, errors: nested as FieldErrors<UploadFormValues> };
};

type Sending = { phase: 'enviando'; percent: number } | { phase: 'acompanhando'; id: string } | null;

/**
 * 'Fazer Novo Upload' (spec 2 §2, §5; docs/api/aso-upload.md "The upload, step by step"): the form checked with
 * the shared schema, cadastrar, the file posted straight to S3 with the progress capped at 99 % until S3 answers,
 * then the upload followed until its pages are read, with its final note.
 */
export function UploadForm() {
  const notify = useNotify();
  const client = useQueryClient();
  const form = useForm<UploadFormValues, unknown, AsoUploadForm>({ resolver: uploadResolver, defaultValues: emptyUploadForm });
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [sending, setSending] = useState<Sending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tipo = form.watch('tipo');
  const documento = form.watch('documento');
  const manual = tipo === uploadTypes.manual;

  async function submit(values: AsoUploadForm) {
    if (!file) return;
    setFailure(null);
    const presigned = await createAsoUpload(values, file);
    notify({ message: asoUploadRegisteredMessage, variation: 'success', title: 'Sucesso' });
    setSending({ phase: 'enviando', percent: 0 });
    try {
      await postToS3(presigned, file, (fraction) => setSending({ phase: 'enviando', percent: cappedPercent(fraction) }));
    } catch (error) {
      setSending(null);
      setFailure(error instanceof S3UploadError ? error.message : String(error));
      return;
    }
    setSending({ phase: 'acompanhando', id: presigned.id });
    void client.invalidateQueries({ queryKey: [asoUploadsKey] });
  }

  function restart() {
    form.reset(emptyUploadForm);
    setFile(null);
    setInputKey((key) => key + 1);
    setSending(null);
    setFailure(null);
  }

  if (sending?.phase === 'acompanhando') {
    return <UploadFollow id={sending.id} onDone={() => void client.invalidateQueries({ queryKey: [asoLiberacoesKey] })} onRestart={restart} />;
  }

  const errors = form.formState.errors as FieldErrors<{ arquivo: { nome: unknown; tamanho: unknown; tipo: unknown } }>;
  const fileError = errors.arquivo?.message ?? errors.arquivo?.nome?.message ?? errors.arquivo?.tamanho?.message ?? errors.arquivo?.tipo?.message;
  return (
    <Form form={form} onSubmit={submit} testId="upload-form">
      <Flex direction="column" gap="small" padding="small">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          <SelectInput
            name="tipo"
            label="Tipo"
            required
            options={tipoOptions}
            onChange={(value) => {
              if (value !== uploadTypes.manual) {
                // Automatic identification reads ASO documents only; the link comes from each page.
                form.setValue('documento', documentTypes.aso);
                form.setValue('juntar', '');
                form.setValue('id_emp', '');
                form.setValue('id_fun', '');
                form.setValue('id_con', '');
              }
            }}
          />
          <SelectInput
            name="documento"
            label="Tipo de Documento"
            required
            disabled={!manual}
            options={documentoOptions}
            onChange={(value) => {
              if (value !== documentTypes.prontuario) form.setValue('juntar', '');
            }}
          />
          {manual && documento === documentTypes.prontuario ? (
            <SelectInput name="juntar" label="Juntar Arquivo" required options={juntarOptions} />
          ) : null}
        </Grid>
        <LinkPickers disabled={!manual} required={manual} />
        <Flex direction="column" gap="xxs">
          <Label htmlFor="aso-upload-arquivo">
            Arquivo (PDF até 25 MB) <Text as="span" color="font.error">*</Text>
          </Label>
          <input
            key={inputKey}
            id="aso-upload-arquivo"
            type="file"
            accept="application/pdf,.pdf"
            data-testid="field-arquivo"
            disabled={sending !== null}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              form.setValue('arquivo', chosen ? fileSummary(chosen) : undefined);
              form.clearErrors('arquivo');
            }}
          />
          {fileError ? (
            <Text variation="error" fontSize="small" role="alert" data-testid="arquivo-error">
              {String(fileError)}
            </Text>
          ) : null}
        </Flex>
        {sending?.phase === 'enviando' ? (
          <Flex direction="column" gap="xxs" data-testid="upload-progress">
            <Text fontSize="small">Enviando arquivo... {sending.percent}%</Text>
            <Loader variation="linear" percentage={sending.percent} isDeterminate isPercentageTextHidden />
          </Flex>
        ) : null}
        {failure ? (
          <Alert variation="error" data-testid="upload-failure">
            {failure}
          </Alert>
        ) : null}
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Enviando..." data-testid="upload-submit">
            Enviar Arquivo
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/** After S3 took the file: the pages read so far, then the upload's status and note. */
function UploadFollow({ id, onDone, onRestart }: { id: string; onDone: () => void; onRestart: () => void }) {
  const upload = useAsoUpload(id);
  const row = upload.data;
  const settled = row ? isSettled(row) : false;
  // Once settled, the lists read the consultations' new files.
  useEffect(() => {
    if (settled) onDone();
  }, [settled]);
  return (
    <Flex direction="column" gap="small" padding="small" data-testid="upload-follow" data-situacao={row?.situacao ?? ''}>
      <Flex direction="column" gap="xxs">
        <Text fontSize="small">Arquivo enviado: 100%</Text>
        <Loader variation="linear" percentage={100} isDeterminate isPercentageTextHidden />
      </Flex>
      {row ? (
        <>
          <Text data-testid="upload-pages-progress">
            {row.arquivo}: {pagesProgressText(row)}
          </Text>
          {!settled ? <Loader variation="linear" percentage={pagesPercent(row)} isDeterminate={Boolean(row.paginas)} isPercentageTextHidden /> : null}
          {settled ? (
            <Alert
              variation={statusVariation(row.tipo_status?.id)}
              heading={statusText(row.tipo_status, row.situacao)}
              data-testid="upload-result"
            >
              {row.obs}
            </Alert>
          ) : null}
        </>
      ) : (
        <Loader />
      )}
      <Flex justifyContent="flex-end" gap="small">
        <Button as={Link} to={`/${fillPath(webPaths.asoUploadPaginas, { id })}`} data-testid="open-upload-pages">
          Ver Páginas
        </Button>
        <Button variation="primary" onClick={onRestart} data-testid="upload-again">
          Fazer Novo Upload
        </Button>
      </Flex>
    </Flex>
  );
}
