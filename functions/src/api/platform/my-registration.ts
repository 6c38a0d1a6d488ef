import type { RouteHandler } from '../../platform';

// Replaced once the empresa and credenciada entities land (same session).
export const getMyRegistration: RouteHandler = async () => {
  throw new Error('pending');
};
export const saveMyRegistration: RouteHandler = async () => {
  throw new Error('pending');
};
