import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Area } from './area';

const AreaContext = createContext<Area>('web');

/** Makes the area chosen from the host name available to every screen (the layout names it, spec 1 §2). */
export function AreaProvider({ area, children }: { area: Area; children: ReactNode }) {
  return <AreaContext value={area}>{children}</AreaContext>;
}

export function useArea(): Area {
  return useContext(AreaContext);
}
