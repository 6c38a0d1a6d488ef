/**
 * Answers read once per container, one per key (a Secrets Manager secret, an XSD file): calls share the pending
 * read, and a failed read is not kept, so the next call tries again.
 *
 * @example const caSecrets = oncePerKey<string, string>(); const pem = await caSecrets(secretId, readCaSecret);
 */
export function oncePerKey<K, V>(): (key: K, read: (key: K) => Promise<V>) => Promise<V> {
  const answers = new Map<K, Promise<V>>();
  return (key, read) => {
    let answer = answers.get(key);
    if (!answer) {
      answer = read(key);
      answer.catch(() => answers.delete(key));
      answers.set(key, answer);
    }
    return answer;
  };
}
