import { SearchField } from '@aws-amplify/ui-react';
import type { SearchFieldProps } from '@aws-amplify/ui-react';

export interface ListSearchFieldProps extends Pick<SearchFieldProps, 'width' | 'maxWidth'> {
  /** The typed text and its handlers: `useListState().searchField`. */
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  placeholder: string;
  testId?: string;
}

/**
 * The search box above a list: 'Pesquisar', a 'Limpar' button, no search button (the list searches as the typing
 * pauses), 32rem wide at most unless told otherwise.
 */
export function ListSearchField({ value, onChange, onClear, placeholder, testId, width, maxWidth = width ? undefined : '32rem' }: ListSearchFieldProps) {
  return (
    <SearchField
      label="Pesquisar"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onClear={onClear}
      clearButtonLabel="Limpar"
      hasSearchButton={false}
      width={width}
      maxWidth={maxWidth}
      data-testid={testId}
    />
  );
}
