import { requiredOnBlurMessage } from '@ocupacional/shared';
import { useController, useFormContext } from 'react-hook-form';
import { isMissing, leftForButton } from './required';

// Where the kit's inputs have always imported it from.
export { fieldLabel } from './field-label';

const blurType = 'required-blur';

/**
 * Binds a field of the surrounding form and gives what the kit's inputs show: the first error under the field and
 * the spec's two required messages (spec 1 §5): 'Campo Obrigatório' when a required field is left empty on blur
 * (set here), 'Campo obrigatório' on save (from the form's zod schema). A server 400 message stays until the
 * user changes the field.
 */
export function useFormField(name: string, options: { required?: boolean } = {}) {
  const { control, setError, clearErrors, getValues } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error;

  const onBlur = (event?: { relatedTarget: EventTarget | null }) => {
    field.onBlur();
    if (leftForButton(event?.relatedTarget)) return;
    if (options.required && !error && isMissing(getValues(name))) {
      setError(name, { type: blurType, message: requiredOnBlurMessage });
    }
  };

  const onChange = (value: unknown) => {
    field.onChange(value);
    if (error && (error.type === blurType || error.type === 'server')) clearErrors(name);
  };

  return {
    field: { ...field, onBlur, onChange },
    errorMessage: error?.message,
    hasError: Boolean(error),
  };
}
