import { Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { sessionRemainingMs, sessionRemainingText } from '../utils/session-time';

/** The session's remaining time, 'HHh MMm' (spec 1 §4), updated every 15 s; calls `onExpired` once at zero. */
export function SessionCountdown({ expiraEm, onExpired }: { expiraEm: string; onExpired?: () => void }) {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);

  const expired = sessionRemainingMs(expiraEm, now) === 0;
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  return (
    <Text as="span" fontSize="small" title="Tempo restante da sessão" data-testid="session-remaining">
      Sessão: {sessionRemainingText(expiraEm, now)}
    </Text>
  );
}
