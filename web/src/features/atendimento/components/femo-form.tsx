import { Alert, Button, Flex, Grid, Heading, Loader, Text } from '@aws-amplify/ui-react';
import {
  femoDescricaoField,
  femoFormSchema,
  femoGrupoIds,
  femoGrupos,
  femoListas,
  femoPerguntaIds,
  femoPerguntas,
  fieldLimits,
  formatBrDateTime,
  recordSavedMessage,
} from '@ocupacional/shared';
import type { FemoView } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { useFemo } from '../api/get-femo';
import { useSaveFemo } from '../api/save-femo';
import { apiBaseOf, documentUrl } from '../utils/document-url';
import { descricaoEnabled, femoOptions, femoValuesOf, toFemoBody } from '../utils/femo-form-values';
import type { FemoValues } from '../utils/femo-form-values';
import './atendimento.css';

/** The shared FEMO schema on the body the form would send: every field's first message. */
const femoResolver: Resolver<FemoValues> = (values) => {
  const parsed = femoFormSchema.safeParse(toFemoBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'form';
    errors[path] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<FemoValues> };
};

/**
 * The FEMO tab (spec 1 §3, §4, §9): education, weight, height, blood pressure (pa1/pa2, 3 digits), the yes/no
 * questions whose description is enabled only when the answer is not 133, the multi-choice groups, the conclusion
 * and notes; 'Salvar FEMO' and, once saved, 'Imprimir FEMO' (the PDF in a new tab). Read-only once the
 * consultation is released or closed.
 */
export function FemoTab({ idCon }: { idCon: number }) {
  const { tenant } = useParams();
  const femo = useFemo(tenant, idCon);
  if (femo.isPending) {
    return (
      <Flex justifyContent="center" padding="large">
        <Loader ariaLabel="Carregando..." />
      </Flex>
    );
  }
  if (!femo.data) return <Text padding="medium">Não foi possível carregar a FEMO.</Text>;
  // A new save brings the form back with what was stored.
  return <FemoForm key={femo.data.atualizado_em ?? 'nova'} idCon={idCon} view={femo.data} />;
}

function FemoForm({ idCon, view }: { idCon: number; view: FemoView }) {
  const { tenant } = useParams();
  const notify = useNotify();
  const save = useSaveFemo(tenant, idCon);
  const form = useForm<FemoValues>({ resolver: femoResolver, defaultValues: femoValuesOf(view.femo) });
  const values = form.watch();
  const disabled = !view.editavel;
  const options = (codigo: number) => femoOptions(view.tipos, codigo);

  async function submit(submitted: FemoValues) {
    // With the version of the FEMO this form read (issue 12 item 3): a save over another's answers 409.
    const answer = await save.mutateAsync({ ...toFemoBody(submitted), versao: view.versao });
    notify({ message: answer.msg || recordSavedMessage, variation: 'success', title: 'Sucesso' });
  }

  return (
    <Form form={form} onSubmit={submit} testId="femo-form">
      <fieldset disabled={disabled} className="oc-fieldset">
        <Flex direction="column" gap="medium" padding="small">
          {disabled ? (
            <Alert variation="info" data-testid="femo-readonly">
              A FEMO desta consulta não pode mais ser alterada.
            </Alert>
          ) : null}
          <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr 1fr 1fr' }} gap="small">
            <SelectInput name="grau_estudo" label="Grau de estudo" required options={options(femoListas.grau_estudo)} disabled={disabled} />
            <TextInput name="peso" label="Peso (kg)" required disabled={disabled} />
            <TextInput name="altura" label="Altura (m)" required disabled={disabled} />
            <TextInput name="pa1" label="Pressão arterial (máx.)" required maxLength={fieldLimits.bloodPressure} disabled={disabled} />
            <TextInput name="pa2" label="Pressão arterial (mín.)" required maxLength={fieldLimits.bloodPressure} disabled={disabled} />
          </Grid>
          <Flex direction="column" gap="small">
            <Heading level={6}>Questionário</Heading>
            {femoPerguntaIds.map((q) => {
              const enabled = !disabled && descricaoEnabled(values, q);
              return (
                <Grid key={q} templateColumns={{ base: '1fr', medium: '2fr 3fr' }} gap="small" alignItems="end" data-testid={`femo-${q}`}>
                  <SelectInput
                    name={q}
                    label={femoPerguntas[q]}
                    required
                    disabled={disabled}
                    options={options(femoListas.resposta)}
                    onChange={(answer) => {
                      // A 'não' (133) empties and disables the description (spec 1 §4).
                      if (!descricaoEnabled({ ...values, [q]: answer === '' ? '' : Number(answer) }, q)) {
                        form.setValue(femoDescricaoField(q), '');
                        form.clearErrors(femoDescricaoField(q));
                      }
                    }}
                  />
                  <TextInput
                    name={femoDescricaoField(q)}
                    label="Descrição"
                    required={enabled}
                    disabled={!enabled}
                    maxLength={fieldLimits.notes}
                  />
                </Grid>
              );
            })}
          </Flex>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
            {femoGrupoIds.map((grupo) => (
              <CheckboxGroupInput key={grupo} name={grupo} label={femoGrupos[grupo]} options={options(femoListas[grupo])} />
            ))}
          </Grid>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 2fr' }} gap="small">
            <SelectInput name="conclusao" label="Conclusão" required options={options(femoListas.conclusao)} disabled={disabled} />
            <TextInput name="observacoes" label="Observações" rows={3} maxLength={fieldLimits.text} disabled={disabled} />
          </Grid>
          <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
            <Text fontSize="small" color="font.tertiary">
              {view.atualizado_em ? `Salva em ${formatBrDateTime(view.atualizado_em)}` : 'FEMO ainda não salva.'}
            </Text>
            <Flex gap="small">
              {view.pdf ? (
                <Button
                  as="a"
                  href={documentUrl(view.pdf, apiBaseOf(tenant))}
                  target="_blank"
                  rel="noopener"
                  data-testid="imprimir-femo"
                >
                  Imprimir FEMO
                </Button>
              ) : null}
              {!disabled ? (
                <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="salvar-femo">
                  Salvar FEMO
                </Button>
              ) : null}
            </Flex>
          </Flex>
        </Flex>
      </fieldset>
    </Form>
  );
}
