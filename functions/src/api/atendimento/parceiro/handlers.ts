import type { RouteHandler } from '../../../platform';

/** Placeholder until this slice's handlers are written (the route ids are in shared/src/routes/atendimento.ts). */
export const parceiroHandlers: Record<string, RouteHandler> = {};
