import { UnderConstructionPage } from '../../../app/pages/under-construction-page';

/** Placeholder until the screen is built (issue 11). */
export function AproveitamentosPage() {
  return <UnderConstructionPage />;
}
