import { Grid } from '@aws-amplify/ui-react';
import { DateInput } from './date-input';

/**
 * A filter's date range: two pickers side by side, the form holding `[start, end]` under `name` (ISO, '' when open).
 *
 * @example <DateRangeInput name="created_at" label="Cadastro de" />
 */
export function DateRangeInput({ name, label }: { name: string; label: string }) {
  return (
    <Grid templateColumns="1fr 1fr" gap="xs">
      <DateInput name={`${name}.0`} label={label} />
      <DateInput name={`${name}.1`} label="até" />
    </Grid>
  );
}
