import { Alert, Button, Flex, Grid, Label, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { certificadoSalvarSchema, recordSavedMessage, typeLists } from '@ocupacional/shared';
import type { CertificadoSalvar } from '@ocupacional/shared';
import { useEffect, useState } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useEsocialEmpresaDaSessao } from '../../esocial/api/lookups';
import type { CertificadoRow } from '../api/certificado-schemas';
import { useSaveCertificado } from '../api/save-certificado';
import { certificateFileProblem, readCertificateFile } from '../utils/certificate-file';
import { EmpresaPicker, empresaLabel } from '../../esocial/components/pickers';

type CertificadoForm = CertificadoSalvar;

/** The certificate types (list 200): A1 only (spec 2 §9). */
const tipoOptions = (typeLists[200] ?? [{ id: 201, descricao: 'A1' }]).map((item) => ({ value: item.id, label: item.descricao }));

function defaultsOf(editing: CertificadoRow | null, empresaDaSessao: string | undefined): CertificadoForm {
  return {
    ...(editing ? { id: editing.id } : {}),
    tipo_certificado_id: 201,
    empresa: editing?.empresa.id ?? empresaDaSessao ?? '',
    arquivo: null,
    senha: '',
    confirmar_senha: '',
    vincular: editing ? (editing.vincular === 1 ? 1 : 0) : 1,
  };
}

export interface CertificadoModalProps {
  open: boolean;
  /** The certificate being edited; null for a new one. */
  editing: CertificadoRow | null;
  onClose: () => void;
}

/**
 * The 'Certificado' modal (spec 2 §2, §3, §5): type, company, the A1 file read in the browser, password and its
 * confirmation, and the automatic link of the owner company. The server reads the file with the password and
 * answers its field errors ('Senha do certificado inválida', 'Arquivo de certificado inválido'…) under the fields.
 */
export function CertificadoModal({ open, editing, onClose }: CertificadoModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Certificado" width="min(44rem, 95%)" testId="certificado-modal">
      {open ? <CertificadoFormBody key={editing?.id ?? 'novo'} editing={editing} onClose={onClose} /> : null}
    </Modal>
  );
}

function CertificadoFormBody({ editing, onClose }: { editing: CertificadoRow | null; onClose: () => void }) {
  const { tenant } = useParams();
  const notify = useNotify();
  const empresaDaSessao = useEsocialEmpresaDaSessao();
  const save = useSaveCertificado(tenant);
  const form = useForm<CertificadoForm, unknown, z.output<typeof certificadoSalvarSchema>>({
    resolver: zodResolver(certificadoSalvarSchema) as never,
    defaultValues: defaultsOf(editing, empresaDaSessao?.id),
  });
  const empresaFixa = empresaDaSessao !== undefined;
  // The session may arrive after the form: the empresa area's company is the logged one.
  useEffect(() => {
    if (empresaDaSessao && !form.getValues('empresa')) form.setValue('empresa', empresaDaSessao.id);
  }, [empresaDaSessao, form]);

  async function submit(values: z.output<typeof certificadoSalvarSchema>) {
    const answer = await save.mutateAsync(values as CertificadoSalvar);
    notify({ message: answer.msg || recordSavedMessage, variation: 'success', title: 'Sucesso' });
    onClose();
  }

  const currentEmpresa = editing ? empresaLabel(editing.empresa) : empresaDaSessao ? empresaLabel(empresaDaSessao) : undefined;
  return (
    <Form form={form} onSubmit={submit} testId="certificado-form">
      <Flex direction="column" gap="medium">
        {editing ? (
          <Alert variation="info" data-testid="certificado-atual">
            {editing.titular} — arquivo {editing.arquivo}. Envie um novo arquivo para substituí-lo, ou apenas a senha
            para manter o atual.
          </Alert>
        ) : null}
        <Grid templateColumns={{ base: '1fr', medium: '1fr 2fr' }} gap="small">
          <SelectInput name="tipo_certificado_id" label="Tipo de Certificado" options={tipoOptions} required />
          <EmpresaPicker name="empresa" required disabled={empresaFixa} currentLabel={currentEmpresa} lockedToSession={false} />
        </Grid>
        <ArquivoField />
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
          <TextInput name="senha" label="Senha" type="password" required autoComplete="new-password" />
          <TextInput name="confirmar_senha" label="Confirmar Senha" type="password" required autoComplete="new-password" />
        </Grid>
        <CheckboxInput name="vincular" label="Vincular o certificado à empresa automaticamente" />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variation="primary" isLoading={save.isPending} data-testid="save-certificado">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/** The .pfx/.p12 input: checked and read as base64 when chosen, kept in the form as `arquivo {nome, conteudo}`. */
function ArquivoField() {
  const { setValue, setError, clearErrors, control, formState } = useFormContext<CertificadoForm>();
  const arquivo = useWatch({ control, name: 'arquivo' });
  // The server may answer at 'arquivo' or at its parts ('arquivo.nome': only A1 files).
  const error = formState.errors.arquivo;
  const message = error?.message ?? error?.nome?.message ?? error?.conteudo?.message;
  const [reading, setReading] = useState(false);

  async function choose(file: File | undefined) {
    clearErrors('arquivo');
    if (!file) {
      setValue('arquivo', null);
      return;
    }
    const problem = certificateFileProblem(file);
    if (problem) {
      setValue('arquivo', null);
      setError('arquivo', { type: 'server', message: problem });
      return;
    }
    setReading(true);
    try {
      setValue('arquivo', await readCertificateFile(file));
    } finally {
      setReading(false);
    }
  }

  return (
    <Flex direction="column" gap="xxs" data-testid="field-arquivo">
      <Label htmlFor="certificado-arquivo">Arquivo do certificado (.pfx / .p12)</Label>
      <input
        id="certificado-arquivo"
        type="file"
        accept=".pfx,.p12,application/x-pkcs12"
        onChange={(event) => void choose(event.target.files?.[0])}
        data-testid="field-arquivo-input"
      />
      {reading ? <Text fontSize="small">Lendo o arquivo…</Text> : null}
      {arquivo ? (
        <Text fontSize="small" color="font.tertiary" data-testid="arquivo-escolhido">
          {arquivo.nome}
        </Text>
      ) : null}
      {message ? (
        <Text variation="error" fontSize="small" role="alert">
          {message}
        </Text>
      ) : null}
    </Flex>
  );
}
