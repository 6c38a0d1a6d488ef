import type { FuncionarioFormInput, FuncionarioSaveResult } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import type { Answered } from '../../../lib/api-client';
import { saveWithTransfer, transferQuestion } from './save-with-transfer';

const body = { nome: 'Ana Souza', cpf: '529.982.247-25' } as FuncionarioFormInput;

/** A save that answers each call with the next answer, recording the bodies. */
function saving(...answers: Answered<FuncionarioSaveResult>[]) {
  const sent: FuncionarioFormInput[] = [];
  return {
    sent,
    save: async (sentBody: FuncionarioFormInput) => {
      sent.push(sentBody);
      const answer = answers[sent.length - 1];
      if (!answer) throw new Error('no more answers');
      return answer;
    },
  };
}

const registered = { data: { id: null, cadastrado: true }, msg: 'CPF já cadastrado. Deseja transferir o funcionário?' };

describe('saveWithTransfer', () => {
  it('saves once when the CPF is new', async () => {
    // Prepare
    const { save, sent } = saving({ data: { id: 'F1', cadastrado: false }, msg: 'Registro salvo com sucesso!' });

    // Act
    const outcome = await saveWithTransfer(body, { save, confirmTransfer: async () => true });

    // Assess
    expect(outcome).toEqual({ kind: 'saved', id: 'F1' });
    expect(sent).toEqual([{ ...body, created_user: 0 }]);
  });

  it('asks with the server message and resends with created_user 1 when the user confirms the transfer', async () => {
    // Prepare
    const { save, sent } = saving(registered, { data: { id: 'F9', cadastrado: false }, msg: 'Registro salvo com sucesso!' });
    const asked: string[] = [];

    // Act
    const outcome = await saveWithTransfer(body, {
      save,
      confirmTransfer: async (message) => {
        asked.push(message);
        return true;
      },
    });

    // Assess
    expect(asked).toEqual([registered.msg]);
    expect(outcome).toEqual({ kind: 'transferred', id: 'F9' });
    expect(sent.map((sentBody) => sentBody.created_user)).toEqual([0, 1]);
  });

  it('sends nothing more when the user declines the transfer', async () => {
    // Prepare
    const { save, sent } = saving({ ...registered, msg: '' });
    const asked: string[] = [];

    // Act
    const outcome = await saveWithTransfer(body, {
      save,
      confirmTransfer: async (message) => {
        asked.push(message);
        return false;
      },
    });

    // Assess
    expect(outcome).toEqual({ kind: 'declined' });
    expect(sent).toHaveLength(1);
    expect(asked).toEqual([transferQuestion]);
  });
});
