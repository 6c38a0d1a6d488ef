/**
 * The cache key root of every query of this feature: a release or a cancellation invalidates it, so the page,
 * its tabs and the history read the consultation again (spec 1 §2: "the screens reload").
 */
export const atendimentoKey = 'atendimento';
