import { applyMask, masks } from '@ocupacional/shared';
import { TwoLineCell } from './two-line-cell';

/** A worker's cell: the name, the masked CPF under it (no CPF, no second line). */
export function FuncionarioCell({ funcionario }: { funcionario: { nome: string; cpf?: string | null } }) {
  return <TwoLineCell main={funcionario.nome} detail={funcionario.cpf ? applyMask(masks.cpf, funcionario.cpf) : undefined} />;
}
