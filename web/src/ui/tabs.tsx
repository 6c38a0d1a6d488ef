import { Tabs as AmplifyTabs } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Left out entirely (e.g. 'Cancelar Consulta' when the status is 66, 57 or 58, spec 1 §2). */
  hidden?: boolean;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled tab, e.g. back to the ASO tab after a release (spec 1 §2). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Mount a tab's content only while it is shown. */
  isLazy?: boolean;
}

/** Tabs on Amplify UI, with tabs that screens hide by rule. */
export function Tabs({ items, value, defaultValue, onValueChange, isLazy }: TabsProps) {
  const shown = items.filter((item) => !item.hidden);
  return (
    <AmplifyTabs
      value={value}
      defaultValue={defaultValue ?? shown[0]?.value}
      onValueChange={onValueChange}
      isLazy={isLazy}
      items={shown.map((item) => ({
        value: item.value,
        label: item.label,
        content: item.content,
        isDisabled: item.disabled,
      }))}
    />
  );
}
