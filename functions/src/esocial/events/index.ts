import type { EventInput } from '../inputs';
import type { BuiltEvent } from './common';
import { buildS2210 } from './s2210';
import { buildS2220 } from './s2220';
import { buildS2240 } from './s2240';
import { buildS3000 } from './s3000';

export type { BuiltEvent } from './common';
export { buildS2210, buildS2220, buildS2240, buildS3000 };

/** Builds any of our layouts from its input (the `layout` field picks the builder). */
export function buildEvent(input: EventInput, id: string): BuiltEvent {
  switch (input.layout) {
    case 'S-2210':
      return buildS2210(input, id);
    case 'S-2220':
      return buildS2220(input, id);
    case 'S-2240':
      return buildS2240(input, id);
    case 'S-3000':
      return buildS3000(input, id);
  }
}
