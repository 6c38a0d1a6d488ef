import { Alert, Button, Flex, Link as AmplifyLink, SelectField, Text } from '@aws-amplify/ui-react';
import { addDays, esocialLayouts } from '@ocupacional/shared';
import type { EsocialLayout } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useArea } from '../../../lib/area-context';
import { empresaPaths, fillPath, tenantUrl, webPaths } from '../../../lib/paths';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useEventos, useGerarXml } from '../api/eventos';
import { useEsocialEmpresaDaSessao, useEsocialTabela } from '../api/lookups';
import { useEventoList } from '../hooks/use-evento-list';
import { layoutFromParam } from '../utils/evento-filters';
import { gerarXmlResumo } from '../utils/gerar-xml';
import { EmpresaPicker } from './pickers';
import { SearchableEventosList } from './searchable-eventos-list';

/** The eSocial technical documentation, shown while no layout is picked (spec 2 §2). */
export const documentacaoEsocialUrl = 'https://www.gov.br/esocial/pt-br/documentacao-tecnica';

/**
 * The eSocial events page (spec 2 §2 "Events page"; web esocial, empresa esocial/gerar-xml): the layout selector
 * (table 9; S-2210, S-2220, S-2240 and S-3000 have tables), the filters with the active-filter badge, the layout's
 * table with its row actions and modals, and 'Gerar XML' for S-2220/S-2240 (the events of the company's released
 * ASOs that have none yet).
 */
export function EventosPage() {
  const area = useArea();
  const { tenant } = useParams();
  const empresaDaSessao = useEsocialEmpresaDaSessao();
  const [params, setParams] = useSearchParams();
  const layout = layoutFromParam(params.get('layout'));
  const chosen = params.get('layout') ?? '';
  const tabela9 = useEsocialTabela(9);
  const eventos = useEventoList();
  const [gerarOpen, setGerarOpen] = useState(false);
  // Another layout (chosen, or by back and forward) is another list: its first page, no cursor of this one.
  const [shownLayout, setShownLayout] = useState(chosen);
  if (shownLayout !== chosen) {
    setShownLayout(chosen);
    eventos.list.toFirstPage();
  }
  const list = useEventos(layout, eventos.params);
  const avulsoUrl = area === 'empresa' ? tenantUrl(tenant, empresaPaths.esocialAvulso) : `/${fillPath(webPaths.esocialAvulso)}`;

  const layoutOptions = (tabela9.data?.data ?? []).map((row) => ({ value: row.codigo, label: `${row.codigo} - ${row.descricao}` }));
  // The layouts with a table stay offered even before table 9 answers.
  for (const codigo of esocialLayouts) {
    if (!layoutOptions.some((option) => option.value === codigo)) layoutOptions.push({ value: codigo, label: codigo });
  }

  function chooseLayout(value: string) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set('layout', value);
      else updated.delete('layout');
      return updated;
    });
    eventos.list.toFirstPage();
  }

  return (
    <Flex direction="column" gap="medium" data-testid="esocial-eventos-page">
      <Flex gap="medium" alignItems="flex-end" wrap="wrap">
        <SelectField
          label="Layout"
          placeholder="Selecione o layout"
          value={chosen}
          onChange={(event) => chooseLayout(event.target.value)}
          minWidth="20rem"
          data-testid="layout-select"
        >
          {layoutOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Button as={Link} to={avulsoUrl} size="small" data-testid="link-avulsos">
          Eventos Avulsos
        </Button>
      </Flex>
      {!chosen ? (
        <Alert variation="info" heading="Selecione um layout" data-testid="esocial-documentacao">
          <Text>
            Escolha o layout para ver os seus eventos. Consulte a{' '}
            <AmplifyLink href={documentacaoEsocialUrl} isExternal>
              documentação técnica do eSocial
            </AmplifyLink>{' '}
            para saber o que cada evento informa.
          </Text>
        </Alert>
      ) : !layout ? (
        <Alert variation="warning" heading={chosen} data-testid="layout-sem-tabela">
          Este layout não é gerado pelo sistema. Os eventos de SST gerados aqui são S-2210, S-2220, S-2240 e S-3000.
        </Alert>
      ) : (
        <>
          <SearchableEventosList
            key={layout}
            state={eventos}
            rows={list}
            variant={layout}
            toolbar={
              layout === 'S-2220' || layout === 'S-2240' ? (
                <Button size="small" variation="primary" onClick={() => setGerarOpen(true)} data-testid="gerar-xml">
                  Gerar XML
                </Button>
              ) : null
            }
          />
          {layout === 'S-2220' || layout === 'S-2240' ? (
            <GerarXmlModal
              open={gerarOpen}
              layout={layout}
              empresaFixa={eventos.empresaFixa ? (empresaDaSessao?.id ?? '') : null}
              today={eventos.today}
              onClose={() => setGerarOpen(false)}
            />
          ) : null}
        </>
      )}
    </Flex>
  );
}

interface GerarXmlValues {
  id_empresa: string;
  created_at: [string, string];
}

/**
 * 'Gerar XML' without ids: creates the S-2220 (and S-2240 for admissions and function changes) of the company's
 * released ASOs registered in the range (default the last 365 days) that have none yet. The company is required in
 * the back office; the empresa area's is the logged one.
 */
function GerarXmlModal(props: { open: boolean; layout: EsocialLayout; empresaFixa: string | null; today: string; onClose: () => void }) {
  const notify = useNotify();
  const gerar = useGerarXml();
  const form = useForm<GerarXmlValues>({ defaultValues: { id_empresa: '', created_at: [addDays(props.today, -365), props.today] } });
  return (
    <Modal open={props.open} onClose={props.onClose} title={`Gerar XML ${props.layout}`} width="min(44rem, 95%)" testId="gerar-xml-modal">
      <Form
        form={form}
        testId="gerar-xml-form"
        onSubmit={async (values: GerarXmlValues) => {
          const id = props.empresaFixa ?? values.id_empresa;
          if (!id && props.empresaFixa === null) {
            form.setError('id_empresa', { type: 'required', message: 'Campo obrigatório' });
            return;
          }
          const [start, end] = values.created_at;
          const answer = await gerar.mutateAsync({
            layout: props.layout,
            body: { ...(props.empresaFixa === null ? { id_empresa: id } : {}), ...(start && end ? { created_at: [start, end] } : {}) },
          });
          notify({ message: `${answer.msg}: ${gerarXmlResumo(answer.data)}`, variation: 'success', title: 'Sucesso' });
          props.onClose();
        }}
      >
        <Flex direction="column" gap="small">
          <Text fontSize="small">
            Gera os eventos dos ASOs liberados da empresa, cadastrados no período, que ainda não têm evento {props.layout}.
          </Text>
          {props.empresaFixa === null ? <EmpresaPicker name="id_empresa" required /> : null}
          <Flex gap="small" wrap="wrap">
            <DateInput name="created_at.0" label="Cadastro de" />
            <DateInput name="created_at.1" label="até" />
          </Flex>
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={props.onClose}>Cancelar</Button>
            <Button type="submit" variation="primary" isLoading={gerar.isPending} data-testid="gerar-xml-confirmar">
              Gerar XML
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Modal>
  );
}
