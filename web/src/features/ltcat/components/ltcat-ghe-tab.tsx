import { Alert, Button, CheckboxField, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { formatBrDateTime, ltcatGheLimits, permissions, recordSavedMessage, recordsDeletedMessage } from '@ocupacional/shared';
import type { Ltcat, LtcatGhe, LtcatGheConclusao, LtcatGheFuncao, LtcatGheFuncionario } from '@ocupacional/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useFuncionarios } from '../../../lookups/api/get-funcionarios';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { Tabs } from '../../../ui/tabs';
import { funcoesApi } from '../../cadastros/api/funcoes';
import { conclusoesTecnicasApi } from '../../ltcat-conteudos/api/ltcat-conteudos';
import { ltcatGheApi, type GheLinkKind } from '../api/ltcat-ghe';

/*
 * Setores (GHE) of an LTCAT (issue 15 wave 2; spec 3 §2.3): the LTCAT's GHEs (code, description, link counts) and
 * the GHE modal with tabs Informações (code ≤ 15, description ≤ 150, order, notes; on create, 'Copiar GHE' takes
 * another GHE's functions and conclusions), Funções, Funcionários (cpf, nome, função; 'Novo Funcionário'; search) and
 * Conclusões Técnicas. Functions and conclusions can be replicated to other GHEs of the LTCAT (add where absent;
 * 'Substituir' also overwrites theirs). The measurements tab comes with the measurements module. 567 to change.
 */

const semGhes: LtcatGhe[] = [];
const semLinks: unknown[] = [];
type Erros = Record<string, string>;

const errosDe = (error: unknown): Erros | null =>
  error instanceof ApiError && error.status === 400
    ? Object.fromEntries(Object.entries(error.fields).map(([campo, messages]) => [campo, String(messages[0] ?? '')]))
    : null;

function useSalvo() {
  const notify = useNotify();
  return () => notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
}

function InfoForm({ ltcat, ghe, ghes, mayChange, onSaved }: { ltcat: Ltcat; ghe: LtcatGhe | null; ghes: readonly LtcatGhe[]; mayChange: boolean; onSaved: (id: string) => void }) {
  const save = ltcatGheApi.useSaveGhe(ltcat.id);
  const salvo = useSalvo();
  const [valores, setValores] = useState({ ghe: ghe?.ghe ?? '', descricao: ghe?.descricao ?? '', ordem: String(ghe?.ordem ?? ghes.length + 1), obs: ghe?.obs ?? '', copiar: '' });
  const [erros, setErros] = useState<Erros>({});
  const set = (campo: keyof typeof valores) => (event: { target: { value: string } }) => setValores((atual) => ({ ...atual, [campo]: event.target.value }));
  async function submit() {
    const faltando: Erros = {};
    if (!valores.ghe.trim()) faltando.ghe = 'Campo obrigatório';
    if (!valores.descricao.trim()) faltando.descricao = 'Campo obrigatório';
    setErros(faltando);
    if (Object.keys(faltando).length) return;
    try {
      const { id } = await save.mutateAsync({ id: ghe?.id, ...valores, ordem: Number(valores.ordem) || 0, copiar: valores.copiar || undefined });
      salvo();
      onSaved(id);
    } catch (error) {
      setErros(errosDe(error) ?? {});
    }
  }
  const campo = (name: keyof Erros) => ({ hasError: Boolean(erros[name]), errorMessage: erros[name], isDisabled: !mayChange });
  return (
    <Flex direction="column" gap="small" data-testid="ltcat-ghe-info">
      <Flex gap="small">
        <TextField label="GHE *" value={valores.ghe} maxLength={ltcatGheLimits.ghe} onChange={set('ghe')} {...campo('ghe')} data-testid="ltcat-ghe-codigo" />
        <TextField label="Ordem" type="number" value={valores.ordem} onChange={set('ordem')} {...campo('ordem')} />
      </Flex>
      <TextField label="Descrição *" value={valores.descricao} maxLength={ltcatGheLimits.descricao} onChange={set('descricao')} {...campo('descricao')} data-testid="ltcat-ghe-descricao" />
      <TextAreaField label="Observação" value={valores.obs} onChange={set('obs')} {...campo('obs')} />
      {ghe ? null : (
        <SelectField label="Copiar funções e conclusões do GHE" value={valores.copiar} onChange={set('copiar')} {...campo('copiar')} data-testid="ltcat-ghe-copiar">
          <option value="">Não copiar</option>
          {ghes.map((item) => (
            <option key={item.id} value={item.id}>
              {item.ghe} — {item.descricao}
            </option>
          ))}
        </SelectField>
      )}
      {mayChange ? (
        <Flex justifyContent="flex-end">
          <Button variation="primary" onClick={() => void submit()} isLoading={save.isPending} data-testid="ltcat-ghe-save">
            Salvar
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** The other GHEs of the LTCAT to replicate to, and whether to overwrite theirs. */
function Replicacao({ ghes, atual, value, onChange }: { ghes: readonly LtcatGhe[]; atual: string; value: { ids: string[]; subs: boolean }; onChange: (value: { ids: string[]; subs: boolean }) => void }) {
  const outros = ghes.filter((ghe) => ghe.id !== atual);
  if (outros.length === 0) return null;
  return (
    <Flex direction="column" gap="xxs" data-testid="ltcat-ghe-replicar">
      <Text fontWeight="bold">Replicar para os GHEs</Text>
      <Flex wrap="wrap" gap="small">
        {outros.map((ghe) => (
          <CheckboxField
            key={ghe.id}
            name={`replicar-${ghe.id}`}
            label={ghe.ghe}
            checked={value.ids.includes(ghe.id)}
            onChange={(event) => onChange({ ...value, ids: event.target.checked ? [...value.ids, ghe.id] : value.ids.filter((id) => id !== ghe.id) })}
          />
        ))}
      </Flex>
      <CheckboxField name="replicar_subs" label="Substituir nos GHEs que já a têm" checked={value.subs} onChange={(event) => onChange({ ...value, subs: event.target.checked })} />
    </Flex>
  );
}

type LinkRow = LtcatGheFuncao | LtcatGheFuncionario | LtcatGheConclusao;

/** A GHE's links of one kind: the table (search for employees), 'Novo …' and each row's edit and delete. */
function LinkTab<R extends LinkRow>({
  kind,
  ghe,
  mayChange,
  novoLabel,
  columns,
  form,
}: {
  kind: GheLinkKind;
  ghe: LtcatGhe;
  mayChange: boolean;
  novoLabel: string;
  columns: { header: string; value: (row: R) => ReactNode }[];
  form: (row: R | null, close: () => void) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const links = ltcatGheApi.useLinks(kind, ghe.id, kind === 'funcionario' ? search : undefined);
  const remove = ltcatGheApi.useDeleteLinks(kind, ghe.id);
  const confirmations = useConfirmations();
  const notify = useNotify();
  const [editing, setEditing] = useState<{ row: R | null } | null>(null);
  const tableColumns = useMemo(() => {
    const col = dataTableColumns<R>();
    const deleteOne = async (row: R) => {
      if (!(await confirmations.deleteRecords(1))) return;
      await remove.mutateAsync([row.id]).then(
        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
        () => undefined,
      );
    };
    return col.columns([
      ...columns.map((column, i) => col.display({ id: `c${i}`, header: column.header, cell: ({ row }) => column.value(row.original) })),
      col.display({ id: 'updated', header: 'Atualização', cell: ({ row }) => formatBrDateTime(row.original.updated_at) }),
      col.display({
        id: 'acoes',
        header: 'Ações',
        cell: ({ row }) =>
          mayChange ? (
            <Flex gap="xs" wrap="nowrap">
              <Button size="small" onClick={() => setEditing({ row: row.original })} data-testid={`ltcat-ghe-${kind}-edit`}>
                Editar
              </Button>
              <Button size="small" colorTheme="error" onClick={() => void deleteOne(row.original)} data-testid={`ltcat-ghe-${kind}-delete`}>
                Excluir
              </Button>
            </Flex>
          ) : null,
      }),
    ]);
  }, [remove.mutateAsync, mayChange]);
  const rows = (links.data?.data ?? semLinks) as R[];
  return (
    <Flex direction="column" gap="small" data-testid={`ltcat-ghe-${kind}-tab`}>
      {kind === 'funcionario' ? <TextField label="Pesquisar" labelHidden placeholder="Pesquisar por nome ou CPF" value={search} onChange={(event) => setSearch(event.target.value)} /> : null}
      {editing ? (
        <Flex direction="column" gap="small" padding="small" border="1px solid var(--amplify-colors-border-primary)" data-testid={`ltcat-ghe-${kind}-form`}>
          <Text fontWeight="bold">{editing.row ? 'Editar' : novoLabel}</Text>
          {form(editing.row, () => setEditing(null))}
        </Flex>
      ) : null}
      <DataTable<R>
        testId={`ltcat-ghe-${kind}-table`}
        columns={tableColumns}
        data={rows}
        loading={links.isPending}
        emptyMessage="Nenhum registro"
        toolbar={
          mayChange ? (
            <Button size="small" variation="primary" onClick={() => setEditing({ row: null })} data-testid={`ltcat-ghe-${kind}-new`}>
              {novoLabel}
            </Button>
          ) : null
        }
      />
    </Flex>
  );
}

function FormActions({ onCancel, onSave, saving }: { onCancel: () => void; onSave: () => void; saving: boolean }) {
  return (
    <Flex gap="small" justifyContent="flex-end">
      <Button size="small" onClick={onCancel}>
        Cancelar
      </Button>
      <Button size="small" variation="primary" onClick={onSave} isLoading={saving} data-testid="ltcat-ghe-link-save">
        Salvar
      </Button>
    </Flex>
  );
}

function FuncaoForm({ ghe, ghes, row, close }: { ghe: LtcatGhe; ghes: readonly LtcatGhe[]; row: LtcatGheFuncao | null; close: () => void }) {
  const funcoes = funcoesApi.useList({ pagination: 1000 });
  const save = ltcatGheApi.useSaveLink('funcao', ghe.id);
  const salvo = useSalvo();
  const [v, setV] = useState({ id_fun: row?.id_fun ?? '', cbo: row?.cbo ?? '', descricao: row?.descricao ?? '' });
  const [rep, setRep] = useState({ ids: [] as string[], subs: false });
  const [erros, setErros] = useState<Erros>({});
  const submit = async () => {
    try {
      await save.mutateAsync({ id: row?.id, ...v, replicar: rep.ids, replicar_subs: rep.subs ? 1 : 0 });
      salvo();
      close();
    } catch (error) {
      setErros(errosDe(error) ?? {});
    }
  };
  return (
    <>
      <SelectField label="Função *" value={v.id_fun} onChange={(event) => setV({ ...v, id_fun: event.target.value })} hasError={Boolean(erros.id_fun)} errorMessage={erros.id_fun} data-testid="ltcat-ghe-funcao-select">
        <option value="">Selecione</option>
        {(funcoes.data?.data ?? []).map((funcao) => (
          <option key={funcao.id} value={funcao.id}>
            {funcao.nome}
          </option>
        ))}
      </SelectField>
      <TextField label="CBO" value={v.cbo} maxLength={ltcatGheLimits.cbo} onChange={(event) => setV({ ...v, cbo: event.target.value })} hasError={Boolean(erros.cbo)} errorMessage={erros.cbo} />
      <TextAreaField label="Descrição das atividades" value={v.descricao} onChange={(event) => setV({ ...v, descricao: event.target.value })} hasError={Boolean(erros.descricao)} errorMessage={erros.descricao} />
      <Replicacao ghes={ghes} atual={ghe.id} value={rep} onChange={setRep} />
      {erros.replicar ? <Alert variation="error">{erros.replicar}</Alert> : null}
      <FormActions onCancel={close} onSave={() => void submit()} saving={save.isPending} />
    </>
  );
}

function FuncionarioForm({ ltcat, ghe, row, close }: { ltcat: Ltcat; ghe: LtcatGhe; row: LtcatGheFuncionario | null; close: () => void }) {
  const [busca, setBusca] = useState('');
  const funcionarios = useFuncionarios(ltcat.id_emp, { search: busca, pagination: 50, status: 'ATIVO' });
  const save = ltcatGheApi.useSaveLink('funcionario', ghe.id);
  const salvo = useSalvo();
  const [v, setV] = useState({ id_funcionario: row?.id_funcionario ?? '', descricao: row?.descricao ?? '' });
  const [erros, setErros] = useState<Erros>({});
  const submit = async () => {
    if (!v.descricao.trim()) return setErros({ descricao: 'Campo obrigatório' });
    try {
      await save.mutateAsync({ id: row?.id, ...v });
      salvo();
      close();
    } catch (error) {
      setErros(errosDe(error) ?? {});
    }
  };
  const opcoes = funcionarios.data?.data ?? [];
  return (
    <>
      <TextField label="Buscar funcionário" placeholder="Nome ou CPF" value={busca} onChange={(event) => setBusca(event.target.value)} />
      <SelectField label="Funcionário *" value={v.id_funcionario} onChange={(event) => setV({ ...v, id_funcionario: event.target.value })} hasError={Boolean(erros.id_funcionario)} errorMessage={erros.id_funcionario} data-testid="ltcat-ghe-funcionario-select">
        <option value="">Selecione</option>
        {row && !opcoes.some((item) => item.id === row.id_funcionario) ? <option value={row.id_funcionario}>{row.nome}</option> : null}
        {opcoes.map((item) => (
          <option key={item.id} value={item.id}>
            {item.nome} — {item.cpf}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Descrição *" value={v.descricao} maxLength={ltcatGheLimits.funcionarioDescricao} onChange={(event) => setV({ ...v, descricao: event.target.value })} hasError={Boolean(erros.descricao)} errorMessage={erros.descricao} data-testid="ltcat-ghe-funcionario-descricao" />
      <FormActions onCancel={close} onSave={() => void submit()} saving={save.isPending} />
    </>
  );
}

function ConclusaoForm({ ghe, ghes, row, close }: { ghe: LtcatGhe; ghes: readonly LtcatGhe[]; row: LtcatGheConclusao | null; close: () => void }) {
  const catalogo = conclusoesTecnicasApi.useList({ pagination: 1000 });
  const save = ltcatGheApi.useSaveLink('conclusao', ghe.id);
  const salvo = useSalvo();
  const [v, setV] = useState({ id_con_tec: row?.id_con_tec ?? '', nome: row?.nome ?? '', descricao: row?.descricao ?? '' });
  const [rep, setRep] = useState({ ids: [] as string[], subs: false });
  const [erros, setErros] = useState<Erros>({});
  const escolher = (id: string) => {
    const item = (catalogo.data?.data ?? []).find((conclusao) => conclusao.id === id) as { nome?: string; descricao?: string | null } | undefined;
    setV({ id_con_tec: id, nome: item?.nome ?? '', descricao: item?.descricao ?? '' });
  };
  const submit = async () => {
    try {
      await save.mutateAsync({ id: row?.id, ...v, replicar: rep.ids, replicar_subs: rep.subs ? 1 : 0 });
      salvo();
      close();
    } catch (error) {
      setErros(errosDe(error) ?? {});
    }
  };
  return (
    <>
      <SelectField label="Conclusão técnica *" value={v.id_con_tec} onChange={(event) => escolher(event.target.value)} hasError={Boolean(erros.id_con_tec)} errorMessage={erros.id_con_tec} data-testid="ltcat-ghe-conclusao-select">
        <option value="">Selecione</option>
        {(catalogo.data?.data ?? []).map((conclusao) => (
          <option key={conclusao.id} value={conclusao.id}>
            {(conclusao as { nome?: string }).nome}
          </option>
        ))}
      </SelectField>
      <TextField label="Nome" value={v.nome} maxLength={ltcatGheLimits.conclusaoNome} onChange={(event) => setV({ ...v, nome: event.target.value })} hasError={Boolean(erros.nome)} errorMessage={erros.nome} />
      <TextAreaField label="Texto" rows={5} value={v.descricao} onChange={(event) => setV({ ...v, descricao: event.target.value })} hasError={Boolean(erros.descricao)} errorMessage={erros.descricao} />
      <Replicacao ghes={ghes} atual={ghe.id} value={rep} onChange={setRep} />
      {erros.replicar ? <Alert variation="error">{erros.replicar}</Alert> : null}
      <FormActions onCancel={close} onSave={() => void submit()} saving={save.isPending} />
    </>
  );
}

/** The GHE modal: Informações, then (once saved) Funções, Funcionários, Conclusões Técnicas. */
export function GheModal({
  ltcat,
  gheId,
  ghes,
  mayChange,
  onClose,
  abaInicial = 'info',
}: {
  ltcat: Ltcat;
  gheId: string | null;
  ghes: readonly LtcatGhe[];
  mayChange: boolean;
  onClose: () => void;
  abaInicial?: string;
}) {
  const [id, setId] = useState(gheId);
  const [aba, setAba] = useState(abaInicial);
  const ghe = ghes.find((item) => item.id === id) ?? null;
  const salvoSemLista = id !== null && !ghe;
  return (
    <Modal open onClose={onClose} title={ghe ? `GHE ${ghe.ghe}` : 'Novo GHE'} testId="ltcat-ghe-modal" width="960px">
      {salvoSemLista ? (
        <Text>Carregando…</Text>
      ) : (
        <Tabs
          value={ghe ? aba : 'info'}
          onValueChange={setAba}
          isLazy
          items={[
            { value: 'info', label: 'Informações', content: <InfoForm key={ghe?.id ?? 'novo'} ltcat={ltcat} ghe={ghe} ghes={ghes} mayChange={mayChange} onSaved={setId} /> },
            {
              value: 'funcoes',
              label: 'Funções',
              hidden: !ghe,
              content: ghe ? (
                <LinkTab<LtcatGheFuncao>
                  kind="funcao"
                  ghe={ghe}
                  mayChange={mayChange}
                  novoLabel="Nova Função"
                  columns={[
                    { header: 'Função', value: (row) => row.nome },
                    { header: 'CBO', value: (row) => row.cbo ?? '' },
                    { header: 'Descrição', value: (row) => row.descricao ?? '' },
                  ]}
                  form={(row, close) => <FuncaoForm ghe={ghe} ghes={ghes} row={row} close={close} />}
                />
              ) : null,
            },
            {
              value: 'funcionarios',
              label: 'Funcionários',
              hidden: !ghe,
              content: ghe ? (
                <LinkTab<LtcatGheFuncionario>
                  kind="funcionario"
                  ghe={ghe}
                  mayChange={mayChange}
                  novoLabel="Novo Funcionário"
                  columns={[
                    { header: 'CPF', value: (row) => row.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') },
                    { header: 'Nome', value: (row) => row.nome },
                    { header: 'Função', value: (row) => row.funcao ?? '' },
                  ]}
                  form={(row, close) => <FuncionarioForm ltcat={ltcat} ghe={ghe} row={row} close={close} />}
                />
              ) : null,
            },
            {
              value: 'conclusoes',
              label: 'Conclusões Técnicas',
              hidden: !ghe,
              content: ghe ? (
                <LinkTab<LtcatGheConclusao>
                  kind="conclusao"
                  ghe={ghe}
                  mayChange={mayChange}
                  novoLabel="Nova Conclusão Técnica"
                  columns={[{ header: 'Conclusão técnica', value: (row) => row.nome }]}
                  form={(row, close) => <ConclusaoForm ghe={ghe} ghes={ghes} row={row} close={close} />}
                />
              ) : null,
            },
          ]}
        />
      )}
    </Modal>
  );
}

export function LtcatGheTab({ ltcat }: { ltcat: Ltcat }) {
  const session = useSession(undefined);
  const mayChange = can(session.data?.usuario, permissions.ltcat);
  const ghes = ltcatGheApi.useGhes(ltcat.id);
  const remove = ltcatGheApi.useDeleteGhes(ltcat.id);
  const confirmations = useConfirmations();
  const notify = useNotify();
  const [aberto, setAberto] = useState<{ id: string | null } | null>(null);
  const lista = ghes.data?.data ?? semGhes;

  const columns = useMemo(() => {
    const col = dataTableColumns<LtcatGhe>();
    const deleteOne = async (row: LtcatGhe) => {
      if (!(await confirmations.deleteRecords(1))) return;
      await remove.mutateAsync([row.id]).then(
        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
        () => undefined,
      );
    };
    return col.columns([
      col.accessor('ghe', { header: 'GHE' }),
      col.accessor('descricao', { header: 'Descrição' }),
      col.accessor('funcoes', { header: 'Funções' }),
      col.accessor('funcionarios', { header: 'Funcionários' }),
      col.accessor('updated_at', { header: 'Atualização', cell: ({ getValue }) => formatBrDateTime(getValue()) }),
      col.display({
        id: 'acoes',
        header: 'Ações',
        cell: ({ row }) => (
          <Flex gap="xs" wrap="nowrap">
            <Button size="small" onClick={() => setAberto({ id: row.original.id })} data-testid="ltcat-ghe-edit">
              {mayChange ? 'Editar' : 'Ver'}
            </Button>
            {mayChange ? (
              <Button size="small" colorTheme="error" onClick={() => void deleteOne(row.original)} data-testid="ltcat-ghe-delete">
                Excluir
              </Button>
            ) : null}
          </Flex>
        ),
      }),
    ]);
  }, [remove.mutateAsync, mayChange]);

  if (ghes.isError) return <Alert variation="error">Não foi possível carregar os GHEs.</Alert>;
  return (
    <Flex direction="column" gap="medium" data-testid="ltcat-ghe-tab">
      <DataTable<LtcatGhe>
        testId="ltcat-ghe-table"
        columns={columns}
        data={lista}
        loading={ghes.isPending}
        rowTestId={(row) => `ltcat-ghe-${row.id}`}
        emptyMessage="Nenhum GHE cadastrado"
        toolbar={
          mayChange ? (
            <Button size="small" variation="primary" onClick={() => setAberto({ id: null })} data-testid="ltcat-ghe-new">
              Novo GHE
            </Button>
          ) : null
        }
      />
      {aberto ? <GheModal ltcat={ltcat} gheId={aberto.id} ghes={lista} mayChange={mayChange} onClose={() => setAberto(null)} /> : null}
    </Flex>
  );
}
