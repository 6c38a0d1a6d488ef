import { useVirtualizer } from '@tanstack/react-virtual';

/*
 * Long pages (200–900 rows, spec 1 §9) render only the rows in view plus a margin: the table keeps its native
 * rows (Amplify UI's look, striping, row test ids), with one spacer row above and below standing for the rows left
 * out, so the scroll bar still spans the whole page.
 */

/** Pages longer than this render only the rows in view. */
export const virtualizeAbove = 100;

/** A small Amplify table row with one line of text; rows are measured once drawn, this only seeds the scroll bar. */
export const estimatedRowHeight = 37;

/** The height the rows are laid out for before the scroll box is measured (a server render, the first paint). */
export const initialViewportHeight = 640;

/** Rows drawn beyond each edge of the view, so a fast scroll does not show blank space. */
const overscan = 12;

export interface RowWindowOptions {
  /** Rows of the page. */
  count: number;
  /** The scroll box around the table. */
  getScrollElement: () => HTMLElement | null;
  /** Where the box starts scrolled (px); 0 unless restored. */
  initialOffset?: number;
}

/** The rows to draw and the heights standing for the ones left out. */
export interface RowWindow {
  /** Whether the page is long enough to draw only part of it. */
  virtual: boolean;
  /** The indexes to draw, in order (every index when not virtual). */
  indexes: number[];
  /** Height of the rows above the drawn ones. */
  before: number;
  /** Height of the rows below the drawn ones. */
  after: number;
  /** Measures a drawn row (its `data-index` says which), so the window follows rows of any height. */
  measure: (element: HTMLTableRowElement | null) => void;
}

const noMeasure = () => undefined;

/**
 * The window of a page's rows: all of them up to {@link virtualizeAbove}, otherwise those in view (TanStack
 * Virtual, measured as drawn).
 *
 * @example const rows = useRowWindow({ count: 900, getScrollElement: () => box.current });
 */
export function useRowWindow(options: RowWindowOptions): RowWindow {
  const virtual = options.count > virtualizeAbove;
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableRowElement>({
    count: options.count,
    getScrollElement: options.getScrollElement,
    estimateSize: () => estimatedRowHeight,
    overscan,
    enabled: virtual,
    initialRect: { width: 0, height: initialViewportHeight },
    initialOffset: options.initialOffset ?? 0,
  });
  if (!virtual) return { virtual, indexes: Array.from({ length: options.count }, (_, index) => index), before: 0, after: 0, measure: noMeasure };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    virtual,
    indexes: items.map((item) => item.index),
    before: first ? first.start : 0,
    after: last ? virtualizer.getTotalSize() - last.end : 0,
    measure: virtualizer.measureElement,
  };
}
