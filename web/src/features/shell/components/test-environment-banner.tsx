import { useEnv } from '../api/get-env';

/** Shown above everything when the environment is not production (spec 1 §2). */
export function TestEnvironmentBanner({ tenant }: { tenant: string | undefined }) {
  const env = useEnv(tenant);
  if (!env.data || env.data.producao) return null;
  return (
    <div className="oc-test-banner" role="note" data-testid="test-environment-banner">
      AMBIENTE DE TESTES — os dados deste ambiente não têm validade.
    </div>
  );
}
