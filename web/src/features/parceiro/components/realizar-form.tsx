import { Button, Flex, Label, Loader, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { asoUploadTooLargeMessage, parceiroRealizarSchema } from '@ocupacional/shared';
import type { ParceiroExame, ParceiroRealizar, ParceiroRealizarInput } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
// The ASO upload's uploader: XHR straight to S3, progress capped at 99 % until S3 answers (spec 1 §5).
import { postToS3, S3UploadError } from '../../aso-upload/api/post-to-s3';
import { cappedPercent } from '../../aso-upload/utils/upload-progress';
import { createParceiroArquivo } from '../api/create-parceiro-arquivo';
import { useRealizarParceiroExame } from '../api/realizar-parceiro-exame';
import { resultadoAccept, resultadoFileError, resultadoS3Failure } from '../utils/resultado-arquivo';

/**
 * 'Marcar como realizado': the day the exam was done (the schedule day to today), the result file and notes. On
 * save the file goes straight to S3 (a presigned POST, progress capped at 99 % until S3 answers), then the marking
 * names it; the server checks the file arrived before it marks anything.
 */
export function RealizarForm({ exame }: { exame: ParceiroExame }) {
  const { tenant } = useParams();
  const notify = useNotify();
  const realizar = useRealizarParceiroExame(tenant, exame.id);
  const form = useForm<ParceiroRealizarInput, unknown, ParceiroRealizar>({
    resolver: zodResolver(parceiroRealizarSchema),
    defaultValues: { data: exame.data <= exame.data_maxima ? exame.data : exame.data_maxima, arquivo: '', obs: exame.obs ?? '' },
  });
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [percent, setPercent] = useState<number | null>(null);
  const fileError = form.formState.errors.arquivo?.message;

  async function submit(values: ParceiroRealizar) {
    if (!file) return;
    const slot = await createParceiroArquivo(tenant, exame.id, file).catch((error: unknown) => {
      // The slot's 400 speaks of the file's name or size: show it under the file.
      if (error instanceof ApiError && error.status === 400) {
        const message = Object.values(error.fields ?? {}).flat()[0] ?? error.msg;
        form.setError('arquivo', { type: 'server', message });
        return null;
      }
      throw error;
    });
    if (!slot) return;
    setPercent(0);
    try {
      await postToS3(slot, file, (fraction) => setPercent(cappedPercent(fraction)));
    } catch (error) {
      setPercent(null);
      const message = error instanceof S3UploadError ? resultadoS3Failure(error.message, asoUploadTooLargeMessage) : String(error);
      form.setError('arquivo', { type: 'server', message });
      return;
    }
    setPercent(100);
    try {
      const answer = await realizar.mutateAsync({ ...values, arquivo: slot.id });
      notify({ message: answer.msg, variation: 'success', title: 'Sucesso' });
      setFile(null);
      setInputKey((key) => key + 1);
      form.reset({ data: answer.data.data, arquivo: '', obs: answer.data.obs ?? '' });
    } finally {
      setPercent(null);
    }
  }

  const sending = percent !== null;
  return (
    <Form form={form} onSubmit={submit} testId="realizar-form">
      <Flex direction="column" gap="small">
        <DateInput
          name="data"
          label="Data de realização"
          required
          min={exame.data_minima}
          max={exame.data_maxima}
          disabled={sending}
        />
        <Flex direction="column" gap="xxs" data-testid="field-arquivo">
          <Label htmlFor="parceiro-resultado-arquivo">
            Arquivo do resultado (jpg, png, jpeg, pdf ou zip até 50 MB) <Text as="span" color="font.error">*</Text>
          </Label>
          <input
            key={inputKey}
            id="parceiro-resultado-arquivo"
            type="file"
            accept={resultadoAccept}
            data-testid="resultado-arquivo-input"
            disabled={sending}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const error = resultadoFileError(chosen);
              setFile(error ? null : chosen);
              form.setValue('arquivo', chosen && !error ? chosen.name : '');
              if (error) form.setError('arquivo', { type: 'client', message: error });
              else form.clearErrors('arquivo');
            }}
          />
          {fileError ? (
            <Text variation="error" fontSize="small" role="alert" data-testid="arquivo-error">
              {String(fileError)}
            </Text>
          ) : null}
        </Flex>
        {sending ? (
          <Flex direction="column" gap="xxs" data-testid="resultado-upload-progress" data-percent={percent}>
            <Text fontSize="small">Enviando arquivo... {percent}%</Text>
            <Loader variation="linear" percentage={percent} isDeterminate isPercentageTextHidden />
          </Flex>
        ) : null}
        <TextInput name="obs" label="Observações" rows={3} maxLength={500} disabled={sending} />
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={sending || realizar.isPending} data-testid="marcar-realizado">
            Marcar como realizado
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
