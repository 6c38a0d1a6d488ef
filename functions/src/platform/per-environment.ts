/*
 * What a Lambda container builds once and keeps (AWS clients, keys, entities) is built from its environment, which
 * in Lambda never changes. The local cloud changes the environment of its own process when it starts and stops
 * (tests start one after another in one process): it renews the environment, and each value is built again for it.
 */

let generation = 0;

/**
 * A value built on first use and kept until the environment is renewed.
 *
 * @example const client = perEnvironment(() => new SQSClient({}));
 */
export function perEnvironment<T>(build: () => T): () => T {
  let cached: { readonly generation: number; readonly value: T } | undefined;
  return () => {
    if (cached?.generation !== generation) cached = { generation, value: build() };
    return cached.value;
  };
}

/** The environment changed (a local cloud started or stopped): values built so far are built again on next use. */
export function renewEnvironment(): void {
  generation += 1;
}
