import { Flex, Label, Loader, Text } from '@aws-amplify/ui-react';
import { fileLimits } from '@ocupacional/shared';
import { useId } from 'react';

/** The extensions the release attachments accept (spec 1 §9), as the file picker's filter. */
const accept = fileLimits.anexoExtensoes.map((ext) => `.${ext}`).join(',');

export interface ArquivoInputProps {
  /** The API field: arquivo_aso, arquivo_femo, arquivo_exame. */
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Changing it empties the picker (after a release, or a file refused). */
  resetKey?: number;
  error?: string;
  /** 0–100 while the file travels to S3 (capped at 99 until S3 answers). */
  percent?: number | null;
  onChange: (file: File | null) => void;
}

/** A release attachment: jpg, png, jpeg, pdf or zip up to 50 MB; its message and upload progress under it. */
export function ArquivoInput({ name, label, required, disabled, resetKey, error, percent, onChange }: ArquivoInputProps) {
  const id = useId();
  return (
    <Flex direction="column" gap="xxs">
      <Label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </Label>
      <input
        key={resetKey}
        id={id}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        data-testid={`field-${name}`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Text fontSize="small" color="font.tertiary">
        jpg, png, jpeg, pdf ou zip, até 50 MB
      </Text>
      {percent !== null && percent !== undefined ? (
        <Flex direction="column" gap="xxs" data-testid={`progresso-${name}`}>
          <Text fontSize="small">Enviando arquivo... {percent}%</Text>
          <Loader variation="linear" percentage={percent} isDeterminate isPercentageTextHidden />
        </Flex>
      ) : null}
      {error ? (
        <Text variation="error" fontSize="small" role="alert" data-testid={`erro-${name}`}>
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
