import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from './once';

describe('reading once per container (oncePerKey)', () => {
  it('reads each key once, sharing the pending read, and keeps the keys apart', async () => {
    // Prepare
    const once = oncePerKey<string, string>();
    const read = vi.fn(async (id: string) => `segredo-de-${id}`);

    // Act
    const [first, concurrent] = await Promise.all([once('a', read), once('a', read)]);
    const again = await once('a', read);
    const other = await once('b', read);

    // Assess
    expect([first, concurrent, again, other]).toEqual(['segredo-de-a', 'segredo-de-a', 'segredo-de-a', 'segredo-de-b']);
    expect(read.mock.calls).toEqual([['a'], ['b']]);
  });

  it('forgets a failed read, so the next call reads again and keeps that answer', async () => {
    // Prepare
    const once = oncePerKey<string, string>();
    const read = vi.fn().mockRejectedValueOnce(new Error('AccessDeniedException')).mockResolvedValue('agora-sim');

    // Act
    const failed = await once('id', read).catch((error: Error) => error.message);
    const retried = await once('id', read);
    const kept = await once('id', read);

    // Assess
    expect(failed).toBe('AccessDeniedException');
    expect([retried, kept]).toEqual(['agora-sim', 'agora-sim']);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
