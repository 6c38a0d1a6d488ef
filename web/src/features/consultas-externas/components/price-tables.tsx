import { Alert, Flex, Grid, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { clinicsLoadFailedTitle, noClinicFoundTitle } from '@ocupacional/shared';
import type { TabelaPrecoEntry, TabelaPrecoFilter } from '@ocupacional/shared';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { Section } from '../../../ui/section';
import { useTabelasPreco } from '../api/get-tabelas-preco';
import type { ProviderFilters } from '../utils/consulta-form';
import { priceLoadProblem, providerOptions } from '../utils/price-table';
import { PriceTableCard } from './price-table-card';

export interface PriceTablesProps {
  /** GET tabela-preco's filter without the provider filters, or null while prices may not load (spec 1 §5). */
  base: TabelaPrecoFilter | null;
  providers: ProviderFilters;
  onProviders: (providers: ProviderFilters) => void;
  chosenId: string | null;
  onChoose: (entry: TabelaPrecoEntry) => void;
  onOpen: (entry: TabelaPrecoEntry) => void;
}

/** The answer of the price query as the screen needs it: the filtered cards, and all cards for the filter options. */
export function usePriceTables(tenant: string | undefined, base: TabelaPrecoFilter | null, providers: ProviderFilters) {
  const filtered =
    base === null
      ? null
      : {
          ...base,
          ordem: providers.ordem,
          uf: providers.uf || undefined,
          cidade: providers.cidade || undefined,
          id_tipo_tabela_preco: providers.id_tipo_tabela_preco ? Number(providers.id_tipo_tabela_preco) : undefined,
        };
  // Without state, city or type the two are the same query (undefined values leave the key), so one request.
  const all = useTabelasPreco(tenant, base === null ? null : { ...base, ordem: providers.ordem });
  const shown = useTabelasPreco(tenant, filtered);
  return { all, shown };
}

/**
 * The clinics that can do the consultation (spec 1 §2): ordered by name or relevance and filtered by state, city
 * and table type; one card per clinic table; 'Nenhuma credenciada encontrado' (call the company) and 'Falha ao
 * Carregar as Credenciadas' (with the error) states.
 */
export function PriceTables({ base, providers, onProviders, chosenId, onChoose, onOpen }: PriceTablesProps) {
  const { tenant } = useParams();
  const session = useSession(tenant);
  const { all, shown } = usePriceTables(tenant, base, providers);
  const options = providerOptions(all.data ?? [], providers.uf);
  const set = (patch: Partial<ProviderFilters>) => onProviders({ ...providers, ...patch });

  return (
    <Section title="Credenciadas e Tabelas de Preço" testId="price-tables">
      {base === null ? (
        <Alert variation="info">
          Preencha o funcionário, a frente de trabalho, a função, o setor, a data e o tipo da consulta para ver as
          credenciadas e os valores.
        </Alert>
      ) : (
        <>
          <Grid templateColumns={{ base: '1fr 1fr', large: 'repeat(4, 1fr)' }} gap="small">
            <SelectField label="Ordenar por" size="small" value={providers.ordem} onChange={(event) => set({ ordem: event.target.value as ProviderFilters['ordem'] })}>
              <option value="relevancia">Relevância</option>
              <option value="nome">Nome</option>
            </SelectField>
            <SelectField label="Estado" size="small" value={providers.uf} onChange={(event) => set({ uf: event.target.value, cidade: '' })}>
              <option value="">Todos</option>
              {options.ufs.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </SelectField>
            <SelectField label="Cidade" size="small" value={providers.cidade} onChange={(event) => set({ cidade: event.target.value })}>
              <option value="">Todas</option>
              {options.cidades.map((cidade) => (
                <option key={cidade} value={cidade}>
                  {cidade}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Tipo de tabela"
              size="small"
              value={providers.id_tipo_tabela_preco}
              isDisabled={options.tipos.length === 0}
              onChange={(event) => set({ id_tipo_tabela_preco: event.target.value })}
            >
              <option value="">Todos</option>
              {options.tipos.map((tipo) => (
                <option key={tipo} value={tipo}>
                  Tipo {tipo}
                </option>
              ))}
            </SelectField>
          </Grid>
          <PriceCards
            query={shown}
            telefone={session.data?.cliente.telefone ?? null}
            chosenId={chosenId}
            onChoose={onChoose}
            onOpen={onOpen}
          />
        </>
      )}
    </Section>
  );
}

function PriceCards({
  query,
  telefone,
  chosenId,
  onChoose,
  onOpen,
}: {
  query: ReturnType<typeof useTabelasPreco>;
  telefone: string | null;
  chosenId: string | null;
  onChoose: (entry: TabelaPrecoEntry) => void;
  onOpen: (entry: TabelaPrecoEntry) => void;
}) {
  if (query.isPending) {
    return (
      <Flex justifyContent="center" alignItems="center" gap="small" padding="large">
        <Loader size="large" ariaLabel="Carregando as credenciadas..." />
        <Text>Carregando as credenciadas...</Text>
      </Flex>
    );
  }
  if (query.isError) {
    const error = query.error;
    const text = error instanceof ApiError ? (priceLoadProblem(error.fields) ?? error.msg) : String(error);
    return (
      <Alert variation="error" heading={clinicsLoadFailedTitle} data-testid="clinics-load-failed">
        {text}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Alert variation="warning" heading={noClinicFoundTitle} data-testid="no-clinic-found">
        {telefone
          ? `Nenhuma credenciada atende a essa consulta com os filtros escolhidos. Entre em contato pelo telefone ${telefone} para agendar.`
          : 'Nenhuma credenciada atende a essa consulta com os filtros escolhidos. Entre em contato conosco por telefone para agendar.'}
      </Alert>
    );
  }
  return (
    <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: 'repeat(3, 1fr)' }} gap="small" data-testid="price-cards">
      {query.data.map((entry) => (
        <PriceTableCard
          key={entry.id}
          entry={entry}
          chosen={entry.id === chosenId}
          onChoose={() => onChoose(entry)}
          onOpen={() => onOpen(entry)}
        />
      ))}
    </Grid>
  );
}
