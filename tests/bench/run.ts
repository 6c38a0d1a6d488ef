import { benchEsocial } from './esocial';
import { benchFoundation } from './foundation';
import { writeResults } from './results';

/* npm run bench: runs every benchmark and writes its figures under tests/bench/results/. */

process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
await writeResults('foundation', await benchFoundation());
await writeResults('esocial', await benchEsocial());
