import './amplify-ui.css';
import '../ui/kit.css';
import { ThemeProvider } from '@aws-amplify/ui-react';
import type { Theme } from '@aws-amplify/ui-react';
import { notificationMs } from '@ocupacional/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createNotificationStore } from '../lib/notifications';
import { createQueryClient } from '../lib/query-client';
import { ConfirmProvider } from '../ui/confirm-dialog';
import { NotificationsProvider } from '../ui/notifications';
import type { Area } from '../lib/area';
import { AreaProvider } from '../lib/area-context';

const theme: Theme = { name: 'ocupacional' };

/** Everything a screen relies on: the area, the query cache, notifications, confirmations and Amplify UI's theme. */
export function AppProvider({ area, children }: { area: Area; children: ReactNode }) {
  // In state, not module scope, so the cache lives and dies with the React root.
  const [queryClient] = useState(createQueryClient);
  // Notifications last 10 s, 4 s in the back office (spec 1 §8, "4000 ms in another area").
  const [notifications] = useState(() =>
    createNotificationStore({ defaultDurationMs: area === 'web' ? notificationMs.curta : notificationMs.padrao }),
  );
  return (
    <AreaProvider area={area}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <NotificationsProvider store={notifications}>
            <ConfirmProvider>{children}</ConfirmProvider>
          </NotificationsProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </AreaProvider>
  );
}
