import { useMatches } from 'react-router-dom';
import { UnderConstruction } from '../../ui/under-construction';
import type { RouteHandle } from '../routes/route-tree';

/** What a route whose screen comes in a later issue shows. */
export function UnderConstructionPage() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return <UnderConstruction title={handle?.title} />;
}
