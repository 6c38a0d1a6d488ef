import '@aws-amplify/ui-react/styles.css';
import { ThemeProvider } from '@aws-amplify/ui-react';
import type { Theme } from '@aws-amplify/ui-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import type { Area } from './area';
import { AreaProvider } from './area-context';

const theme: Theme = { name: 'ocupacional' };

/** Everything a screen relies on: the area, the query cache and Amplify UI's theme. */
export function AppProvider({ area, children }: { area: Area; children: ReactNode }) {
  // In state, not module scope, so the cache lives and dies with the React root.
  const [queryClient] = useState(createQueryClient);
  return (
    <AreaProvider area={area}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </QueryClientProvider>
    </AreaProvider>
  );
}
