/*
 * Lines typed at the terminal without echo, for secrets: raw mode hands each key to us instead of the terminal
 * echoing it. Enter ends a line; backspace erases; Ctrl+C or Ctrl+D cancels. The answers to several questions are
 * read in one raw session, so what is typed (or pasted) ahead of the next question is kept for it.
 */

/** The input was cancelled at the prompt (Ctrl+C, Ctrl+D). */
export class PromptCancelledError extends Error {
  constructor() {
    super('Cancelado. Nada foi gravado.');
    this.name = 'PromptCancelledError';
  }
}

/**
 * Asks each question in turn (on stderr, so stdout stays the command's result) and reads its answer unseen.
 *
 * @example const [senha, confirma] = await readHiddenLines(['Senha: ', 'Repita a senha: ']);
 */
export function readHiddenLines(questions: readonly string[], input = process.stdin, output = process.stderr): Promise<string[]> {
  const answers: string[] = [];
  let value = '';
  // Raw before the question: a key typed once the question shows is never echoed.
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  output.write(questions[0] ?? '');
  return new Promise((resolve, reject) => {
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          output.write('\n');
          answers.push(value);
          value = '';
          if (answers.length === questions.length) {
            finish();
            resolve(answers);
            return;
          }
          output.write(questions[answers.length] ?? '');
        } else if (char === '\u0003' || char === '\u0004') {
          output.write('\n');
          finish();
          reject(new PromptCancelledError());
          return;
        } else if (char === '\u007f' || char === '\b') {
          value = value.slice(0, -1);
        } else {
          value += char;
        }
      }
    };
    input.on('data', onData);
  });
}
