import { benchEsocial } from './esocial';
import { benchFoundation } from './foundation';
import { benchWeb } from './web';
import { writeResults } from './results';

/* npm run bench: runs every benchmark and writes its figures under tests/bench/results/. */

process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
await writeResults('foundation', await benchFoundation());
await writeResults('esocial', await benchEsocial());
await writeResults('web', await benchWeb());
const { benchLambda } = await import('./lambda');
await writeResults('lambda', await benchLambda());
const { benchApi } = await import('./api');
await writeResults('api', await benchApi());
