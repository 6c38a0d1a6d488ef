import { benchApi } from './api';
import { writeResults } from './results';
import type { ScaleSize } from '../../infra/local/seed/scale-data';

/*
 * The API benchmark alone (npm run bench runs it with the others): `npx tsx tests/bench/api-run.ts`. BENCH_API_SMALL=1
 * runs it on a small data set (3 × 200 employees…) to try the bench itself, and writes nothing.
 */

process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
const small: ScaleSize = { empresas: 3, funcionariosPorEmpresa: 200, consultas: 3_000, eventos: 1_000, emails: 500, paginas: 100, paginasPorUpload: 10 };
if (process.env.BENCH_API_SMALL) {
  console.info(JSON.stringify(await benchApi({ size: small, requests: 10, writes: 5 }), null, 2));
} else {
  await writeResults('api', await benchApi());
}
