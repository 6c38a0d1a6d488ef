import { scheduleDateError, todayInSaoPaulo } from '@ocupacional/shared';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useFdts } from '../../../lookups/api/get-fdts';
import { useFuncionario } from '../../../lookups/api/get-funcionario';
import { emptyConsultaForm } from '../utils/consulta-form';
import type { ConsultaFormValues } from '../utils/consulta-form';

/**
 * The new-consultation form of the plain order and of the exam-reuse order: a chosen employee brings their front,
 * function, sector and PCD flag (each still editable), and the date's window (spec 1 §5) shows as the user types.
 */
export function useConsultaForm(tenant: string | undefined, funcionario: string | undefined) {
  const today = todayInSaoPaulo();
  const form = useForm<ConsultaFormValues>({ defaultValues: { ...emptyConsultaForm(), id_funcionario: funcionario ?? '' } });
  const values = useWatch({ control: form.control }) as ConsultaFormValues;
  const employee = useFuncionario(tenant, values.id_funcionario || null);
  const fdts = useFdts(tenant);

  const prefilled = useRef<string | null>(null);
  useEffect(() => {
    const data = employee.data;
    if (!data || prefilled.current === data.id || !fdts.data) return;
    prefilled.current = data.id;
    const front = fdts.data.find((fdt) => fdt.id === String(data.id_fdt ?? ''));
    if (!front) return;
    form.setValue('id_fdt', front.id);
    form.setValue('id_funcao', data.id_funcao ? String(data.id_funcao) : '');
    form.setValue('id_ghe', data.id_ghe ? String(data.id_ghe) : '');
    form.setValue('pcd', data.pcd === 1 ? 1 : 0);
  }, [employee.data, fdts.data]);

  useEffect(() => {
    const problem = values.data_age ? scheduleDateError(values.data_age, today, { single: true }) : null;
    if (problem) form.setError('data_age', { type: 'server', message: problem });
    else if (form.getFieldState('data_age').error?.type === 'server') form.clearErrors('data_age');
  }, [values.data_age]);

  return { form, values, employee, today };
}
