import { Alert, Button, Flex, Grid, Loader, Text } from '@aws-amplify/ui-react';
import { liberacaoArquivoCampos, passwordRequiredMessage, releaseSavedMessage, treinamentoFields } from '@ocupacional/shared';
import type { LiberacaoArea, LiberacaoArquivoCampo } from '@ocupacional/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useArea } from '../../../lib/area-context';
import { ActionKey } from '../../../lib/request-key';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { useConsulta } from '../api/get-consulta';
import { useConsultaExames } from '../api/get-consulta-exames';
import { liberarConsulta } from '../api/liberar-consulta';
import { atendimentoKey } from '../api/query-keys';
import { ArquivoUploadError, uploadLiberacaoArquivo } from '../api/upload-liberacao-arquivo';
import type { AtendimentoArea } from '../utils/area-routes';
import {
  aptidaoOptions,
  arquivoLabels,
  emptyLiberacao,
  liberacaoFieldState,
  toLiberacaoBody,
  treinamentoLabels,
  validateLiberacao,
  withAptidao,
} from '../utils/liberacao-form-values';
import type { ArquivoIds, LiberacaoValues } from '../utils/liberacao-form-values';
import { ArquivoInput } from './arquivo-input';

/** The hint of the altered exams (spec 1 §3; wording ours). */
export const examesAlteradosHint = 'Os exames marcados como alterados deverão ser refeitos no próximo exame periódico.';

/** The shared release rules of an area: the company's form requires every field but exames and obs (spec 1 §3). */
export function liberacaoRulesArea(area: AtendimentoArea, appArea: string): LiberacaoArea {
  if (area === 'credenciada') return 'credenciada';
  return appArea === 'empresa' ? 'empresa' : 'web';
}

type Files = Partial<Record<LiberacaoArquivoCampo, File | null>>;

export interface LiberacaoFormProps {
  /** The definitive consultation's number. */
  idCon: number;
  /** 'credenciada': the clinic's routes; 'acoes': the company's (empresa area) or the back office's (web area). */
  area: AtendimentoArea;
  /** After the release is registered (the caller goes back to its ASO tab, spec 1 §2). */
  onDone?: () => void;
}

/**
 * 'Liberar ASO' (spec 1 §3, §4, §5; docs/api/atendimento-liberacao.md): the aptitude sets the status (locked for
 * 2, 5 and 6) and, for 5, locks te_alt/te_esp/te_ele/te_ali at 0; observations; the ASO, FEMO and exam files
 * (jpg, png, jpeg, pdf, zip up to 50 MB, checked here with the shared rule and sent straight to S3 with the
 * progress capped at 99 %); the exams with altered results; the user's password; then the irreversible-action
 * confirmation. The server's 400 messages show under their fields.
 */
export function LiberacaoForm({ idCon, area, onDone }: LiberacaoFormProps) {
  const rulesArea = liberacaoRulesArea(area, useArea());
  const consulta = useConsulta(area, idCon);
  const exames = useConsultaExames(area, idCon);
  const notify = useNotify();
  const confirmations = useConfirmations();
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  const [files, setFiles] = useState<Files>({});
  const filesRef = useRef<Files>(files);
  filesRef.current = files;
  const [inputsKey, setInputsKey] = useState(0);
  const [sending, setSending] = useState<{ campo: LiberacaoArquivoCampo; percent: number } | null>(null);
  // Files already in S3 are not sent again when the release is retried (a wrong password, say).
  const uploaded = useRef<Partial<Record<LiberacaoArquivoCampo, { file: File; id: string }>>>({});

  const resolver: Resolver<LiberacaoValues> = (values) => {
    const messages = validateLiberacao(values, filesRef.current, rulesArea);
    if (Object.keys(messages).length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { type: 'validation', message }]));
    return { values: {}, errors: errors as FieldErrors<LiberacaoValues> };
  };
  const form = useForm<LiberacaoValues>({ resolver, defaultValues: emptyLiberacao });
  const aptidao = form.watch('aptidao');
  const previousAptidao = useRef<number | ''>('');
  const state = liberacaoFieldState(aptidao);
  const empresa = rulesArea === 'empresa';

  async function submit(values: LiberacaoValues) {
    if (!(await confirmations.release())) return;
    const ids: ArquivoIds = {};
    for (const campo of liberacaoArquivoCampos) {
      const file = filesRef.current[campo];
      if (!file) continue;
      const done = uploaded.current[campo];
      if (done && done.file === file) {
        ids[campo] = done.id;
        continue;
      }
      try {
        setSending({ campo, percent: 0 });
        ids[campo] = await uploadLiberacaoArquivo(area, idCon, campo, file, (percent) => setSending({ campo, percent }));
        uploaded.current[campo] = { file, id: ids[campo] };
      } catch (error) {
        if (!(error instanceof ArquivoUploadError)) throw error;
        form.setError(campo as never, { type: 'server', message: error.message });
        return;
      } finally {
        setSending(null);
      }
    }
    // A 400 (wrong password, a file S3 does not hold…) lands under its field through the kit's Form.
    const msg = await liberarConsulta(area, idCon, toLiberacaoBody(values, ids), action);
    notify({ message: msg || releaseSavedMessage, variation: 'success', title: 'Sucesso' });
    uploaded.current = {};
    setFiles({});
    setInputsKey((key) => key + 1);
    form.reset(emptyLiberacao);
    previousAptidao.current = '';
    await queryClient.invalidateQueries({ queryKey: [atendimentoKey] });
    onDone?.();
  }

  function chooseFile(campo: LiberacaoArquivoCampo, file: File | null) {
    setFiles((current) => ({ ...current, [campo]: file }));
    form.clearErrors(campo as never);
    // Checked at once with the shared rule (type, 50 MB).
    const message = validateLiberacao(form.getValues(), { [campo]: file }, 'credenciada')[campo];
    if (file && message) form.setError(campo as never, { type: 'validation', message });
  }

  if (consulta.data && !consulta.data.acoes.pode_liberar) {
    return (
      <Alert variation={consulta.data.alerta?.tipo === 'sucesso' ? 'success' : 'warning'} data-testid="liberacao-indisponivel">
        {consulta.data.alerta?.texto ?? 'Esta consulta não pode ser liberada na situação atual.'}
      </Alert>
    );
  }

  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={submit} testId="liberacao-form">
      <Flex direction="column" gap="medium" padding="small">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
          <SelectInput
            name="aptidao"
            label="Aptidão"
            required
            options={aptidaoOptions}
            onChange={(value) => {
              // The form already holds the new aptitude: the rule reads the previous one (leaving 5 unlocks te_*).
              const next = withAptidao({ ...form.getValues(), aptidao: previousAptidao.current }, value === '' ? '' : Number(value));
              previousAptidao.current = next.aptidao;
              form.setValue('id_tipo_status', next.id_tipo_status);
              for (const field of treinamentoFields) form.setValue(field, next[field]);
              form.clearErrors(['id_tipo_status', ...treinamentoFields]);
            }}
          />
          <SelectInput
            name="id_tipo_status"
            label="Status"
            required={empresa}
            disabled={state.statusLocked}
            options={state.statusOptions}
            descriptiveText={aptidao === '' ? 'Escolha a aptidão primeiro.' : undefined}
          />
        </Grid>
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr 1fr' }} gap="small">
          {treinamentoFields.map((field) => (
            <SelectInput
              key={field}
              name={field}
              label={treinamentoLabels[field]}
              required={empresa && !state.treinamentoLocked}
              disabled={state.treinamentoLocked}
              options={state.treinamentoOptions}
            />
          ))}
        </Grid>
        <TextInput name="obs" label="Observações" rows={3} />
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          {liberacaoArquivoCampos.map((campo) => (
            <ArquivoInput
              key={campo}
              name={campo}
              label={arquivoLabels[campo]}
              required={empresa}
              disabled={busy}
              resetKey={inputsKey}
              error={errors[campo]?.message}
              percent={sending?.campo === campo ? sending.percent : null}
              onChange={(file) => chooseFile(campo, file)}
            />
          ))}
        </Grid>
        <ExamesAlterados loading={exames.isPending} exames={exames.data ?? []} />
        <Flex direction="column" gap="xs" maxWidth="24rem">
          <Text fontWeight="bold" data-testid="senha-aviso">
            {passwordRequiredMessage}
          </Text>
          <TextInput name="senha" label="Senha" type="password" required autoComplete="current-password" />
        </Flex>
        {errors.id?.message ? (
          <Alert variation="error" data-testid="liberacao-erro">
            {errors.id.message}
          </Alert>
        ) : null}
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={busy} loadingText="Liberando..." data-testid="liberar">
            Liberar ASO
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/** The consultation's exams to mark as altered (spec 1 §3: redone at the next periodic). */
function ExamesAlterados({
  loading,
  exames,
}: {
  loading: boolean;
  exames: readonly { id: string; exame: { nome: string } }[];
}) {
  if (loading) return <Loader ariaLabel="Carregando exames..." />;
  if (exames.length === 0) return null;
  return (
    <div data-testid="exames-alterados">
      <CheckboxGroupInput
        name="exames"
        label="Exames com resultado alterado"
        options={exames.map((exame) => ({ value: exame.id, label: exame.exame.nome }))}
        hint={examesAlteradosHint}
      />
    </div>
  );
}
