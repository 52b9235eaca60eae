// `npm run vendure:serve`: runs the installed peer in the foreground (Ctrl-C stops it); also the child
// process `startVendurePeer()` spawns. Port: VENDURE_PEER_PORT (default 4630). Jobs run in-process.
import { peerConfig } from './config.ts';
import {
  ASSET_URL_PREFIX,
  MAILBOX_PATH,
  PEER_DIR,
  peerInstallProblem,
  peerPort,
} from './location.ts';
import { loadVendure } from './vendure-api.ts';

const problem = peerInstallProblem();
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}

process.chdir(PEER_DIR);
const port = peerPort();
const { core, nest } = loadVendure();
const app = await core.bootstrap(
  peerConfig(core, nest, {
    port,
    synchronize: false,
    pollInterval: 250,
    bufferSearchUpdates: false,
  }),
);
await app.get(core.JobQueueService).start();

const origin = `http://127.0.0.1:${port}`;
process.stdout.write(
  `Vendure peer ready: ${origin}/shop-api (admin ${origin}/admin-api, images ` +
    `${origin}${ASSET_URL_PREFIX}/, mails ${origin}${MAILBOX_PATH}?to=<email>)\n`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
