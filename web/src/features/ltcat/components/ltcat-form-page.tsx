import { Alert, Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  dataMinimaLtcat,
  formatBrDate,
  ltcatCodes,
  ltcatFormSchema,
  modosCriacaoDisponiveis,
  permissions,
  recordSavedMessage,
  tipoRevisaoEsperado,
  tiposRevisaoPermitidos,
  typeLists,
} from '@ocupacional/shared';
import type { Ltcat } from '@ocupacional/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { saveBase64File } from '../../../lib/download-file';
import { fillPath, webPaths } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { Tabs } from '../../../ui/tabs';
import { profissionaisApi } from '../../configuracoes/api/profissionais';
import { empresasApi } from '../../empresas/api/empresas';
import { estruturaApi } from '../../empresa-estrutura/api/estrutura';
import { ltcatApi } from '../api/ltcat';
import { ltcatFormValues, revisaoAlerta, type LtcatFormValues } from '../utils/ltcat-form-values';
import { LtcatAnexosTab } from './ltcat-anexos-tab';
import { LtcatGheTab } from './ltcat-ghe-tab';

/*
 * Create (ltcat/cadastrar) or edit (ltcat/editar/{id}) an LTCAT (issue 15; spec 3 §2.3, §3, §4): company, work front,
 * creation mode (from scratch or a copy of another LTCAT; the copy of a PPRA stays hidden while the product has no
 * PPRA), revision type (only the one the rules allow: 2 for a front's first LTCAT, else 3 or 4 by the last
 * revision's age), date (not before the last revision's), expiry, responsible professional and observation. A
 * revision shows the alert with the last revision. Once saved, the tabs 'Setores (GHE)' (ltcat-ghe-tab.tsx) and
 * 'Documentos e Anexos' (576); 'Orçamentos' comes with its module. On edit the company, front, mode and revision type are fixed.
 */

const listUrl = `/${webPaths.ltcats}`;
const editUrl = (id: string, aba?: string) => `/${fillPath(webPaths.ltcatEditar, { id })}${aba ? `?aba=${aba}` : ''}`;

function DadosForm({ record }: { record: Ltcat | undefined }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession(undefined);
  const mayEdit = can(session.data?.usuario, permissions.ltcat);
  const save = ltcatApi.useSave();
  const [gerando, setGerando] = useState(false);
  // Gerar Documento (spec 3 §2.3): the saved LTCAT as a .docx; without a professional or a model the server answers 400.
  const gerarDocumento = async (id: string) => {
    setGerando(true);
    try {
      saveBase64File(await ltcatApi.documento(id));
    } catch {
      // the HTTP client has shown the answer
    } finally {
      setGerando(false);
    }
  };
  const form = useForm<LtcatFormValues, unknown, unknown>({
    resolver: zodResolver(ltcatFormSchema as never) as never,
    defaultValues: ltcatFormValues(record),
  });
  const [empresa, fdt, data, modo] = useWatch({ control: form.control, name: ['id_emp', 'id_fdt', 'data', 'id_tipo_ltcat'] });
  const empresas = empresasApi.useList({ pagination: 1000 });
  const profissionais = profissionaisApi.useList({ pagination: 1000 });
  const fdts = useQuery({ ...estruturaApi.fdtsOptions(empresa), enabled: Boolean(empresa) });
  const ultima = ltcatApi.useUltimaRevisao(record ? undefined : fdt || undefined);
  const origens = ltcatApi.useList({ pagination: 200 });
  const anterior = record ? record.revisao : (ultima.data ?? null);
  const tiposRevisao = record
    ? (typeLists[ltcatCodes.listaTipoRevisao] ?? []).filter((item) => item.id === record.id_tipo_revisao)
    : tiposRevisaoPermitidos(ultima.data ?? null, data || '');
  const minima = dataMinimaLtcat(anterior);

  // A new LTCAT's revision type follows the rules as the front and the date change.
  useEffect(() => {
    if (record || !fdt || ultima.isPending) return;
    form.setValue('id_tipo_revisao', tipoRevisaoEsperado(ultima.data ?? null, data || ''));
  }, [record, fdt, data, ultima.data, ultima.isPending, form]);

  const empresaOptions = (empresas.data?.data ?? []).map((item) => ({ value: item.id, label: item.nome }));
  if (record && !empresaOptions.some((item) => item.value === record.id_emp)) empresaOptions.push({ value: record.id_emp, label: record.empresa });
  const fdtOptions = (fdts.data ?? []).map((item) => ({ value: item.id, label: item.descricao }));
  if (record && !fdtOptions.some((item) => item.value === record.id_fdt)) fdtOptions.push({ value: record.id_fdt, label: record.fdt });
  const modos = record ? (typeLists[ltcatCodes.listaModoCriacao] ?? []).filter((item) => item.id === record.id_tipo_ltcat) : modosCriacaoDisponiveis();

  return (
    <Form
      form={form}
      testId="ltcat-form"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values as LtcatFormValues & Record<string, unknown>);
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        navigate(record ? listUrl : editUrl(saved.id));
      }}
    >
      <Flex direction="column" gap="medium">
        {anterior ? (
          <Alert variation="info" data-testid="ltcat-revisao-alerta">
            {revisaoAlerta(anterior, formatBrDate)}
          </Alert>
        ) : null}
        <Section title="Dados do LTCAT">
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
            <SelectInput
              name="id_emp"
              label="Empresa"
              required
              disabled={Boolean(record)}
              options={empresaOptions}
              onChange={() => form.setValue('id_fdt', '')}
            />
            <SelectInput name="id_fdt" label="Frente de Trabalho" required disabled={Boolean(record) || !empresa} options={fdtOptions} />
            <SelectInput name="id_tipo_ltcat" label="Tipo de LTCAT" disabled={Boolean(record)} options={modos.map((item) => ({ value: item.id, label: item.descricao }))} />
            {Number(modo) === ltcatCodes.tipoLtcatCopiaLtcat ? (
              <SelectInput
                name="id_ltcat"
                label="LTCAT a copiar"
                required
                disabled={Boolean(record)}
                options={(origens.data?.data ?? [])
                  .filter((item) => item.id !== record?.id)
                  .map((item) => ({ value: item.id, label: `${item.empresa} — ${item.fdt} (rev. ${item.rev})` }))}
                descriptiveText="Copia o responsável e a observação; os setores (GHE) serão copiados quando o módulo de GHE estiver disponível."
              />
            ) : null}
            <SelectInput
              name="id_tipo_revisao"
              label="Tipo de Revisão"
              required
              disabled={Boolean(record) || !fdt}
              options={tiposRevisao.map((item) => ({ value: item.id, label: item.descricao }))}
            />
            <DateInput name="data" label="Data" required {...(minima ? { min: minima } : {})} />
            <DateInput name="vencimento" label="Vencimento" required />
            <SelectInput
              name="id_res"
              label="Responsável pelo LTCAT"
              placeholder="Nenhum"
              options={(profissionais.data?.data ?? []).map((item) => ({ value: item.id, label: item.nome }))}
            />
          </Grid>
          <TextInput name="obs" label="Observação" maxLength={500} rows={3} />
          {minima ? (
            <Text fontSize="small" color="font.secondary">
              A data não pode ser anterior a {formatBrDate(minima)} (última revisão).
            </Text>
          ) : null}
        </Section>
        <Flex justifyContent="flex-end" gap="small">
          <Button as={Link} to={listUrl}>
            Voltar
          </Button>
          {record ? (
            <Button isLoading={gerando} loadingText="Gerando..." onClick={() => void gerarDocumento(record.id)} data-testid="ltcat-documento">
              Gerar Documento
            </Button>
          ) : null}
          {mayEdit ? (
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="ltcat-save">
              Salvar
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Form>
  );
}

export function LtcatFormPage() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const session = useSession(undefined);
  // Spec 3 §2.1: if loading an LTCAT fails, the user returns to the LTCAT list.
  const record = ltcatApi.useOne(id, listUrl);
  if (id && record.isPending) return <PageLoader />;
  if (id && !record.data) return <Alert variation="error">Não foi possível carregar o LTCAT.</Alert>;
  const ltcat = record.data;
  const tab = search.get('aba') ?? 'dados';
  return (
    <Flex direction="column" gap="medium" data-testid="ltcat-page">
      <Tabs
        key={id ?? 'novo'}
        value={ltcat ? tab : 'dados'}
        isLazy
        onValueChange={(value) => setSearch(value === 'dados' ? {} : { aba: value }, { replace: true })}
        items={[
          { value: 'dados', label: 'Dados do LTCAT', content: <DadosForm key={`${ltcat?.id ?? 'novo'}-${ltcat?.versao ?? 0}`} record={ltcat} /> },
          { value: 'ghe', label: 'Setores (GHE)', hidden: !ltcat, content: ltcat ? <LtcatGheTab ltcat={ltcat} /> : null },
          {
            value: 'anexos',
            label: 'Documentos e Anexos',
            hidden: !ltcat || !can(session.data?.usuario, permissions.anexoLtcat),
            content: ltcat ? <LtcatAnexosTab ltcat={ltcat} /> : null,
          },
        ]}
      />
    </Flex>
  );
}
