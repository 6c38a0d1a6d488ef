/** A label with the required mark. Its own module: the login page's plain fields use it without react-hook-form. */
export function fieldLabel(label: string, required?: boolean): string {
  return required ? `${label} *` : label;
}
