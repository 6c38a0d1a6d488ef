import { afterEach, describe, expect, it } from 'vitest';
import { resourceEnv } from '@ocupacional/shared';
import { requiredEnv, resources } from './env';

/* Required configuration, read from process.env (this file changes it, so it runs isolated). */

const names = ['OCUPACIONAL_TESTE_VAR', resourceEnv.table, resourceEnv.stage];
const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('required configuration', () => {
  it('answers a variable that is set', () => {
    process.env.OCUPACIONAL_TESTE_VAR = 'valor';
    expect(requiredEnv('OCUPACIONAL_TESTE_VAR')).toBe('valor');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('fails loudly, naming the variable, when it is %s', (_, value) => {
    if (value === undefined) delete process.env.OCUPACIONAL_TESTE_VAR;
    else process.env.OCUPACIONAL_TESTE_VAR = value;
    expect(() => requiredEnv('OCUPACIONAL_TESTE_VAR')).toThrow('environment variable OCUPACIONAL_TESTE_VAR is not set');
  });

  it('finds the table by its variable and the stage, local when none is set', () => {
    process.env[resourceEnv.table] = 'tabela-teste';
    delete process.env[resourceEnv.stage];
    expect([resources.tableName(), resources.stage()]).toEqual(['tabela-teste', 'local']);
    process.env[resourceEnv.stage] = 'prod';
    expect(resources.stage()).toBe('prod');
  });
});
