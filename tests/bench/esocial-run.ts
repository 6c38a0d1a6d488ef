import { benchEsocial } from './esocial';
import { writeResults } from './results';

/* npm run bench:esocial: the eSocial library's figures, written to tests/bench/results/esocial.json. */
await writeResults('esocial', await benchEsocial());
