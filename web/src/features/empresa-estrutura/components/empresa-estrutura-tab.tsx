import { Alert, Badge, Button, Flex, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { formatBrDate as formatDate, formatInscricao, recordsDeletedMessage, tiposInscricao, type FdtCadastro, type GheCadastro, type PcmsoRevisaoCadastro } from '@ocupacional/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { SimpleTable } from '../../../ui/simple-table';
import { estruturaApi, useEstruturaDelete } from '../api/estrutura';
import { FdtModal } from './fdt-modal';
import { GheFuncoes } from './ghe-funcoes';
import { GheModal } from './ghe-modal';
import { PcmsoExames } from './pcmso-exames';
import { RevisaoModal } from './revisao-modal';

/*
 * The 'Estrutura' tab of a company's record (issue 14; empresas/editar/{id}): its work fronts; a chosen front's GHEs
 * and PCMSO revisions ('Nova Revisão' copies the current one's exams); a chosen GHE's functions and its exam table in
 * the chosen revision (the current one unless told). What is chosen lives in the address (?fdt=…&ghe=…&revisao=…),
 * so a reload or a shared link opens the same place. Everyone reads; administrators change (the API answers 403).
 */

type Editing =
  | { kind: 'fdt'; fdt: FdtCadastro | undefined }
  | { kind: 'ghe'; ghe: GheCadastro | undefined }
  | { kind: 'revisao'; revisao: PcmsoRevisaoCadastro | undefined }
  | null;

const tipoNome = (tipo: number | null) => tiposInscricao.find((item) => item.id === tipo)?.nome ?? '';

export function EmpresaEstruturaTab({ empresaId }: { readonly empresaId: string }) {
  const session = useSession(undefined);
  const usuario = session.data?.usuario;
  const mayEdit = Boolean(usuario?.is_adm || usuario?.is_sadm);
  const [search, setSearch] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const confirmations = useConfirmations();
  const notify = useNotify();
  const fdtId = search.get('fdt') ?? undefined;
  const gheId = search.get('ghe') ?? undefined;

  const fronts = useQuery(estruturaApi.fdtsOptions(empresaId));
  const ghes = useQuery(estruturaApi.ghesOptions(empresaId, fdtId));
  const revisoes = useQuery(estruturaApi.revisoesOptions(empresaId, fdtId));
  const removeFdt = useEstruturaDelete(empresaId, 'estruturaFdtDeletar');
  const removeGhe = useEstruturaDelete(empresaId, 'estruturaGheDeletar');

  const choose = (values: { fdt?: string; ghe?: string; revisao?: string }) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['fdt', 'ghe', 'revisao'] as const) {
          const value = values[name];
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const remove = async (mutation: typeof removeFdt, id: string) => {
    if (!(await confirmations.deleteRecords(1))) return false;
    await mutation.mutateAsync({ ids: [id] });
    notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' });
    return true;
  };

  if (fronts.isPending) return <PageLoader />;
  if (!fronts.data) return <Alert variation="error">Não foi possível carregar as frentes de trabalho.</Alert>;
  const fdt = fronts.data.find((item) => item.id === fdtId);
  const ghe = ghes.data?.find((item) => item.id === gheId);
  const revisao = revisoes.data?.find((item) => item.id === search.get('revisao')) ?? revisoes.data?.[0];

  return (
    <Flex direction="column" gap="medium" data-testid="estrutura-tab">
      <Section
        title="Frentes de Trabalho"
        testId="estrutura-fdts"
        actions={
          mayEdit ? (
            <Button size="small" variation="primary" onClick={() => setEditing({ kind: 'fdt', fdt: undefined })} data-testid="estrutura-fdt-new">
              Nova Frente de Trabalho
            </Button>
          ) : null
        }
      >
        {fronts.data.length === 0 ? (
          <Text data-testid="estrutura-fdts-vazio">Nenhuma frente de trabalho cadastrada.</Text>
        ) : (
          <SimpleTable head={['Descrição', 'Inscrição', 'PCMSO', 'Situação', '']} testId="estrutura-fdts-table">
            {fronts.data.map((item) => (
              <TableRow key={item.id} data-testid="estrutura-fdt-row" className={item.id === fdtId ? 'oc-row--selected' : undefined}>
                <TableCell>
                  <Text fontWeight={item.id === fdtId ? 'bold' : undefined}>{item.descricao}</Text>
                </TableCell>
                <TableCell>{item.tp_insc ? `${tipoNome(item.tp_insc)} ${formatInscricao(item.tp_insc, item.nr_insc)}` : ''}</TableCell>
                <TableCell>
                  {item.revisao ? (
                    <Badge size="small" variation={item.revisao.vencido ? 'error' : 'success'}>
                      Rev. {item.revisao.rev} · vence {formatDate(item.revisao.vencimento)}
                    </Badge>
                  ) : (
                    <Badge size="small">Sem PCMSO</Badge>
                  )}
                </TableCell>
                <TableCell>{item.ativo ? 'Ativo' : 'Inativo'}</TableCell>
                <TableCell>
                  <Flex gap="xs">
                    <Button size="small" onClick={() => choose({ fdt: item.id })} data-testid="estrutura-fdt-open">
                      Abrir
                    </Button>
                    {mayEdit ? (
                      <>
                        <Button size="small" variation="link" onClick={() => setEditing({ kind: 'fdt', fdt: item })} data-testid="estrutura-fdt-edit">
                          Editar
                        </Button>
                        <Button
                          size="small"
                          variation="link"
                          colorTheme="error"
                          data-testid="estrutura-fdt-delete"
                          onClick={async () => {
                            if ((await remove(removeFdt, item.id)) && item.id === fdtId) choose({});
                          }}
                        >
                          Excluir
                        </Button>
                      </>
                    ) : null}
                  </Flex>
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </Section>

      {fdt ? (
        <Flex direction={{ base: 'column', large: 'row' }} gap="medium" alignItems="flex-start">
          <Flex direction="column" flex="1" width="100%">
            <Section
              title={`GHEs — ${fdt.descricao}`}
              testId="estrutura-ghes"
              actions={
                mayEdit ? (
                  <Button size="small" variation="primary" onClick={() => setEditing({ kind: 'ghe', ghe: undefined })} data-testid="estrutura-ghe-new">
                    Novo GHE
                  </Button>
                ) : null
              }
            >
              {!ghes.data ? (
                <PageLoader />
              ) : ghes.data.length === 0 ? (
                <Text data-testid="estrutura-ghes-vazio">Nenhum GHE nessa frente de trabalho.</Text>
              ) : (
                <SimpleTable head={['GHE', 'Descrição', 'Funções', '']} testId="estrutura-ghes-table">
                  {ghes.data.map((item) => (
                    <TableRow key={item.id} data-testid="estrutura-ghe-row">
                      <TableCell>
                        <Text fontWeight={item.id === gheId ? 'bold' : undefined}>{item.ghe}</Text>
                      </TableCell>
                      <TableCell>{item.descricao}</TableCell>
                      <TableCell>{item.funcoes.length}</TableCell>
                      <TableCell>
                        <Flex gap="xs">
                          <Button size="small" onClick={() => choose({ fdt: fdt.id, ghe: item.id, revisao: search.get('revisao') ?? undefined })} data-testid="estrutura-ghe-open">
                            Abrir
                          </Button>
                          {mayEdit ? (
                            <>
                              <Button size="small" variation="link" onClick={() => setEditing({ kind: 'ghe', ghe: item })} data-testid="estrutura-ghe-edit">
                                Editar
                              </Button>
                              <Button
                                size="small"
                                variation="link"
                                colorTheme="error"
                                data-testid="estrutura-ghe-delete"
                                onClick={async () => {
                                  if ((await remove(removeGhe, item.id)) && item.id === gheId) choose({ fdt: fdt.id });
                                }}
                              >
                                Excluir
                              </Button>
                            </>
                          ) : null}
                        </Flex>
                      </TableCell>
                    </TableRow>
                  ))}
                </SimpleTable>
              )}
            </Section>
          </Flex>
          <Flex direction="column" flex="1" width="100%">
            <Section
              title={`PCMSO — ${fdt.pcmso ?? fdt.descricao}`}
              testId="estrutura-revisoes"
              actions={
                mayEdit ? (
                  <Button size="small" variation="primary" onClick={() => setEditing({ kind: 'revisao', revisao: undefined })} data-testid="estrutura-revisao-nova">
                    Nova Revisão
                  </Button>
                ) : null
              }
            >
              {!revisoes.data ? (
                <PageLoader />
              ) : revisoes.data.length === 0 ? (
                <Text data-testid="estrutura-revisoes-vazio">Essa frente de trabalho ainda não possui PCMSO. Crie a primeira revisão.</Text>
              ) : (
                <SimpleTable head={['Rev.', 'Descrição', 'Vigência', '']} testId="estrutura-revisoes-table">
                  {revisoes.data.map((item) => (
                    <TableRow key={item.id} data-testid="estrutura-revisao-row">
                      <TableCell>
                        <Text fontWeight={item.id === revisao?.id ? 'bold' : undefined}>
                          {item.rev}
                          {item.atual ? ' (atual)' : ''}
                        </Text>
                      </TableCell>
                      <TableCell>{item.descricao}</TableCell>
                      <TableCell>
                        {item.inicio ? `${formatDate(item.inicio)} a ` : 'até '}
                        {formatDate(item.vencimento)}
                        {item.vencido ? (
                          <Badge size="small" variation="error" marginInlineStart="xs">
                            Vencido
                          </Badge>
                        ) : null}
                      </TableCell>
                      <TableCell>
                        <Flex gap="xs">
                          <Button size="small" onClick={() => choose({ fdt: fdt.id, ghe: gheId, revisao: item.id })} data-testid="estrutura-revisao-open">
                            Ver exames
                          </Button>
                          {mayEdit ? (
                            <Button size="small" variation="link" onClick={() => setEditing({ kind: 'revisao', revisao: item })} data-testid="estrutura-revisao-edit">
                              Editar
                            </Button>
                          ) : null}
                        </Flex>
                      </TableCell>
                    </TableRow>
                  ))}
                </SimpleTable>
              )}
            </Section>
          </Flex>
        </Flex>
      ) : fronts.data.length > 0 ? (
        <Text>Abra uma frente de trabalho para ver seus GHEs e seu PCMSO.</Text>
      ) : null}

      {fdt && ghe ? <GheFuncoes empresaId={empresaId} ghe={ghe} mayEdit={mayEdit} /> : null}
      {fdt && ghe && revisao ? <PcmsoExames empresaId={empresaId} ghe={ghe} revisao={revisao} mayEdit={mayEdit} /> : null}
      {fdt && ghe && revisoes.data?.length === 0 ? (
        <Alert variation="info">Crie a primeira revisão do PCMSO (Nova Revisão) para informar os exames desse GHE.</Alert>
      ) : null}

      {editing?.kind === 'fdt' ? <FdtModal empresaId={empresaId} fdt={editing.fdt} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'ghe' && fdt ? <GheModal empresaId={empresaId} fdtId={fdt.id} ghe={editing.ghe} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'revisao' && fdt ? (
        <RevisaoModal
          empresaId={empresaId}
          fdtId={fdt.id}
          revisao={editing.revisao}
          temAnterior={(revisoes.data?.length ?? 0) > 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}
