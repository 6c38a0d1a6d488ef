import { staleRecordMessage } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../platform/http';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from './versao';

/* The version rules of the edit forms (issue 12 item 3); the conditioned writes run in tests/integration/lost-updates. */

const ops = { eq: (attribute: string, value: number) => `${attribute} = ${value}`, notExists: (attribute: string) => `attribute_not_exists(${attribute})` };

describe('record versions', () => {
  it('reads a record written before versions (or none at all) as version 0, and an edit writes one more', () => {
    expect(versaoDe(undefined)).toBe(0);
    expect(versaoDe({})).toBe(0);
    expect(versaoDe({ versao: 3 })).toBe(3);
    expect(proximaVersao(0)).toBe(1);
  });

  it('conditions the write on the version read, or on no version at all for 0', () => {
    expect(naVersao(4)({ versao: '#versao' }, ops)).toBe('#versao = 4');
    expect(naVersao(0)({ versao: '#versao' }, ops)).toBe('attribute_not_exists(#versao)');
  });

  it('requires the version read when a save edits a record, not when it creates one', () => {
    expect(versaoLida(2)).toBe(2);
    expect(versaoLida(undefined, false)).toBe(0);
    expect(() => versaoLida(undefined)).toThrow(expect.objectContaining({ status: 400, data: { fields: { versao: ['Campo obrigatório'] } } }));
  });

  it('answers 409 with the reload message when the stored version moved on', () => {
    expect(() => exigirVersao({ versao: 2 }, 2)).not.toThrow();
    expect(() => exigirVersao({ versao: 3 }, 2)).toThrow(expect.objectContaining({ status: 409, message: staleRecordMessage }));
  });

  it('turns a failed condition of the write into the 409, and lets other failures through', async () => {
    const conditionFailed = Object.assign(new Error('electro'), { cause: Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' }) });
    await expect(gravarNaVersao(() => Promise.reject(conditionFailed))).rejects.toMatchObject({ status: 409, message: staleRecordMessage });
    await expect(gravarNaVersao(() => Promise.reject(new Error('rede')))).rejects.not.toBeInstanceOf(HttpError);
    await expect(gravarNaVersao(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
