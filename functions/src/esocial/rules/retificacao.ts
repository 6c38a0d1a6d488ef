import { eventoStatus } from '@ocupacional/shared';

/*
 * Rectification (issue 13 item 6): an event the web service accepted is corrected by sending it again with indRetif
 * 2 and the receipt of the version it replaces (ideEvento/nrRecibo: "Preencher com o número do recibo do arquivo a
 * ser retificado", tipos.xsd S-1.3). The user edits the accepted event; it keeps its receipt and waits (331, or 328
 * for a manual one whose lote came back unprocessed) until the lote's ALT process sends the correction.
 */

/** What these rules read of an event. */
export interface EventoRetificavel {
  readonly origem: string;
  readonly recibo?: string | null;
  readonly tipoStatus: number;
}

const temRecibo = (evento: EventoRetificavel) => typeof evento.recibo === 'string' && evento.recibo.trim() !== '';

/** Events typed in a form (manual S-2220/S-2240, CAT): the ones the user can edit and so rectify. */
const digitados: readonly string[] = ['avulso', 'cat'];

/**
 * Whether the user may edit an accepted event to rectify it: typed in a form, with a receipt, not waiting for the
 * web service (330) and not excluded (380).
 *
 * @example retificavel({ origem: 'avulso', recibo: '1.2.0000000000000000001', tipoStatus: 335 }) // true
 */
export function retificavel(evento: EventoRetificavel): boolean {
  return (
    digitados.includes(evento.origem) &&
    temRecibo(evento) &&
    evento.tipoStatus !== eventoStatus.aguardandoRetorno &&
    evento.tipoStatus !== eventoStatus.excluido
  );
}

/** Whether an event is an edited correction waiting for the ALT process: a receipt and waiting to be sent. */
export function retificacaoPendente(evento: Pick<EventoRetificavel, 'recibo' | 'tipoStatus'>): boolean {
  return temRecibo(evento as EventoRetificavel) && (evento.tipoStatus === eventoStatus.pendente || evento.tipoStatus === eventoStatus.avulsoNaoEnviado);
}
