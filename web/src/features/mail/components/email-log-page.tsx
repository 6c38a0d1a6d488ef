import { UnderConstructionPage } from '../../../app/pages/under-construction-page';

/** Placeholder until the screen is built. */
export function EmailLogPage() {
  return <UnderConstructionPage />;
}
