import { generateConsultationConfirmation } from '@ocupacional/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fillPath, webPaths } from '../../../lib/paths';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useGerarConsulta } from '../api/gerar-consulta';

/** What the generate button reads of a row or of the detail. */
export interface GerarSubject {
  readonly id: string;
  readonly id_con: number | null;
  readonly pcmso_desatualizado: boolean;
  readonly funcionario: { readonly nome: string };
}

/** The back office's page of a definitive consultation (the actions screen). */
export function consultaAcoesUrl(idCon: number): string {
  return `/${fillPath(webPaths.consultaAcoes, { consulta: idCon })}`;
}

/**
 * The generate button (spec 1 §4): a consultation with a number opens it; an outdated PCMSO opens the change-revision
 * modal (`onOutdated`) instead of calling; otherwise a confirmation naming the employee, the call, and the
 * consultation's actions screen. A failure is alerted by the HTTP client and the list is read again (spec 1 §8).
 */
export function useGerarFlow(onOutdated: (subject: GerarSubject) => void) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useGerarConsulta();
  const run = useCallback(
    async (subject: GerarSubject) => {
      if (subject.id_con) {
        navigate(consultaAcoesUrl(subject.id_con));
        return;
      }
      if (subject.pcmso_desatualizado) {
        onOutdated(subject);
        return;
      }
      if (!(await confirm({ message: generateConsultationConfirmation(subject.funcionario.nome), confirmLabel: 'Gerar consulta' }))) return;
      try {
        const { id_con } = await mutateAsync(subject.id);
        navigate(consultaAcoesUrl(id_con));
      } catch {
        // Alerted by the HTTP client; the list reloads through the mutation's invalidation.
      }
    },
    [confirm, mutateAsync, navigate, onOutdated],
  );
  return { run, pending: isPending };
}
