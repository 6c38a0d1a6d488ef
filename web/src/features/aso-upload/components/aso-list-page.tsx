import { UnderConstructionPage } from '../../../app/pages/under-construction-page';

/** Placeholder until the screen is built. */
export function AsoListPage() {
  return <UnderConstructionPage />;
}
