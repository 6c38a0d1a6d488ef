import { Alert, Button, Flex, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  pcmsoExameTabelaFormSchema,
  pcmsoExamesMax,
  recordSavedMessage,
  type GheCadastro,
  type PcmsoExame,
  type PcmsoExameTabelaFormInput,
  type PcmsoRevisaoCadastro,
} from '@ocupacional/shared';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { SimpleTable } from '../../../ui/simple-table';
import { examesApi } from '../../cadastros/api/exames';
import { estruturaApi, useEstruturaSave } from '../api/estrutura';

/*
 * The exam table of a GHE in a PCMSO revision (spec 1 §3 "PCMSO exam per GHE"): per exam the ASO types that ask for
 * it (Adm., Após Adm., Dem., Ret. Trab., Mud. Função), the periodic's months (0: not in the periodic), the ages it
 * applies from and to and the days a result stays valid. Only the front's current revision changes; an older one
 * is shown read-only.
 */

const count = (value: number | null) => (value === null ? '' : String(value));
const flag = (value: boolean) => (value ? 1 : 0);

export function tabelaValues(rows: readonly PcmsoExame[]): PcmsoExameTabelaFormInput {
  return {
    exames: rows.map((row) => ({
      id: row.id,
      id_exame: row.exame.id,
      adm: flag(row.adm),
      apos_adm: flag(row.apos_adm),
      dem: flag(row.dem),
      ret_tra: flag(row.ret_tra),
      mud_fun: flag(row.mud_fun),
      periodicidade: count(row.periodicidade),
      periodicidade_a: count(row.periodicidade_a),
      periodicidade_d: count(row.periodicidade_d),
      per_id1: count(row.per_id1),
      per_id2: count(row.per_id2),
      validade: count(row.validade),
    })),
  };
}

const novaLinha: PcmsoExameTabelaFormInput['exames'][number] = {
  id: '',
  id_exame: '',
  adm: 0,
  apos_adm: 0,
  dem: 0,
  ret_tra: 0,
  mud_fun: 0,
  periodicidade: '',
  periodicidade_a: '',
  periodicidade_d: '',
  per_id1: '',
  per_id2: '',
  validade: '',
};

export function PcmsoExames(props: { empresaId: string; ghe: GheCadastro; revisao: PcmsoRevisaoCadastro; mayEdit: boolean }) {
  const { empresaId, ghe, revisao } = props;
  const rows = useQuery(estruturaApi.examesOptions(empresaId, revisao.id, ghe.id));
  const title = `Exames do PCMSO — GHE ${ghe.ghe}, Revisão ${revisao.rev}`;
  if (!rows.data) return <Section title={title}>{rows.isError ? <Alert variation="error">Não foi possível carregar os exames.</Alert> : <PageLoader />}</Section>;
  const editable = props.mayEdit && revisao.atual;
  return (
    <Section title={title} testId="estrutura-pcmso">
      {!revisao.atual ? <Alert variation="info">Revisão anterior: somente leitura. Os exames mudam na revisão atual.</Alert> : null}
      {editable ? (
        <TabelaEditor key={`${revisao.id}#${ghe.id}#${rows.dataUpdatedAt}`} {...props} rows={rows.data} />
      ) : (
        <TabelaLeitura rows={rows.data} />
      )}
    </Section>
  );
}

const head = ['Exame', 'Adm.', 'Após Adm.', 'Dem.', 'Ret. Trab.', 'Mud. Função', 'Periodicidade (meses)', 'Idade de', 'Idade até', 'Validade (dias)'];

function TabelaLeitura({ rows }: { rows: readonly PcmsoExame[] }) {
  if (rows.length === 0) return <Text data-testid="estrutura-pcmso-vazio">Nenhum exame nesse GHE.</Text>;
  const yes = (value: boolean) => (value ? 'Sim' : 'Não');
  return (
    <SimpleTable head={head} testId="estrutura-pcmso-table">
      {rows.map((row) => (
        <TableRow key={row.id} data-testid="estrutura-pcmso-row">
          <TableCell>{row.exame.nome}</TableCell>
          <TableCell>{yes(row.adm)}</TableCell>
          <TableCell>{yes(row.apos_adm)}</TableCell>
          <TableCell>{yes(row.dem)}</TableCell>
          <TableCell>{yes(row.ret_tra)}</TableCell>
          <TableCell>{yes(row.mud_fun)}</TableCell>
          <TableCell>{row.periodicidade}</TableCell>
          <TableCell>{row.per_id1 ?? ''}</TableCell>
          <TableCell>{row.per_id2 ?? ''}</TableCell>
          <TableCell>{row.validade}</TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}

function TabelaEditor(props: { empresaId: string; ghe: GheCadastro; revisao: PcmsoRevisaoCadastro; rows: readonly PcmsoExame[] }) {
  const notify = useNotify();
  const save = useEstruturaSave(props.empresaId, 'estruturaPcmsoExamesSalvar');
  const catalogo = useQuery(examesApi.listOptions({ pagination: 1000 }));
  const form = useForm<PcmsoExameTabelaFormInput, unknown, unknown>({
    resolver: zodResolver(pcmsoExameTabelaFormSchema) as never,
    defaultValues: tabelaValues(props.rows),
  });
  const linhas = useFieldArray({ control: form.control, name: 'exames' });
  const known = new Map(props.rows.map((row) => [row.exame.id, row.exame.nome]));
  const options = [
    ...(catalogo.data?.data ?? []).filter((exame) => exame.ativo === 1).map((exame) => ({ value: exame.id, label: exame.nome })),
    // An exam of the table no longer offered in the catalogue still shows by name.
    ...[...known].filter(([id]) => !catalogo.data?.data.some((exame) => exame.id === id)).map(([id, nome]) => ({ value: id, label: nome })),
  ];
  return (
    <Form
      form={form}
      testId="estrutura-pcmso-form"
      onSubmit={async (values) => {
        await save.mutateAsync({ body: values, params: { revisao: props.revisao.id, ghe: props.ghe.id } });
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
      }}
    >
      <Flex direction="column" gap="small">
        {linhas.fields.length === 0 ? <Text data-testid="estrutura-pcmso-vazio">Nenhum exame nesse GHE.</Text> : null}
        {linhas.fields.map((linha, index) => (
          <Flex key={linha.id} direction="column" gap="xs" padding="small" className="oc-card-row" data-testid="estrutura-pcmso-row">
            <Flex gap="small" alignItems="flex-end" wrap="wrap">
              <SelectInput name={`exames.${index}.id_exame`} label="Exame" options={options} required />
              <TextInput name={`exames.${index}.periodicidade`} label="Periodicidade (meses)" type="number" required />
              <TextInput name={`exames.${index}.per_id1`} label="Idade de" type="number" />
              <TextInput name={`exames.${index}.per_id2`} label="Idade até" type="number" />
              <TextInput name={`exames.${index}.validade`} label="Validade (dias)" type="number" required />
              <Button size="small" variation="link" onClick={() => linhas.remove(index)} data-testid="estrutura-pcmso-remove">
                Remover
              </Button>
            </Flex>
            <Flex gap="medium" wrap="wrap">
              <CheckboxInput name={`exames.${index}.adm`} label="Admissional" />
              <CheckboxInput name={`exames.${index}.apos_adm`} label="Após admissional" />
              <CheckboxInput name={`exames.${index}.dem`} label="Demissional" />
              <CheckboxInput name={`exames.${index}.ret_tra`} label="Retorno ao trabalho" />
              <CheckboxInput name={`exames.${index}.mud_fun`} label="Mudança de função" />
            </Flex>
          </Flex>
        ))}
        <Flex justifyContent="space-between" gap="small">
          <Button
            onClick={() => linhas.append({ ...novaLinha })}
            isDisabled={linhas.fields.length >= pcmsoExamesMax}
            data-testid="estrutura-pcmso-add"
          >
            Adicionar exame
          </Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="estrutura-pcmso-save">
            Salvar exames
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
