import { vi } from 'vitest';

/** What the logger prints from now on, as parsed JSON lines (other output is dropped); restore with vi.restoreAllMocks. */
export function captureLogs(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
    return true;
  });
  return lines;
}
