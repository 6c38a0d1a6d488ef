import { createApiHandler } from '../../platform';
import { getHealth } from './get-health';

/** The platform bounded context: health now; sessions, shell calls and lookups as they arrive. */
export const handler = createApiHandler('platform', { health: getHealth });
