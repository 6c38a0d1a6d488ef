/** Polls `probe` until it answers something other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  { timeoutMs = 20_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out waiting for ${what}`, { cause: lastError });
}
