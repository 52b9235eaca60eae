// `npm run vendure:check`: starts the peer, runs the acceptance checks against its Shop API with plain
// fetch and GraphQL, prints each result, stops the peer; exit code 1 when any check fails.
import { ACCOUNT_CHECKS } from './check-account.ts';
import { CATALOG_CHECKS } from './check-catalog.ts';
import { CHECKOUT_CHECKS } from './check-checkout.ts';
import type { Check, CheckContext } from './checks.ts';
import { readDemoShop } from './demo-shop.ts';
import { startVendurePeer } from './peer.ts';

const CHECKS: readonly Check[] = [...CATALOG_CHECKS, ...ACCOUNT_CHECKS, ...CHECKOUT_CHECKS];

async function runChecks(context: CheckContext): Promise<number> {
  let failed = 0;
  for (const check of CHECKS) {
    try {
      process.stdout.write(`ok    ${check.name}\n      ${await check.run(context)}\n`);
    } catch (error) {
      failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      process.stdout.write(`FAIL  ${check.name}\n      ${reason}\n`);
    }
  }
  return failed;
}

const shop = await readDemoShop();
const started = performance.now();
const peer = await startVendurePeer().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
process.stdout.write(
  `Vendure peer ready at ${peer.shopApiUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
let failed: number;
try {
  failed = await runChecks({ peer, shop });
} finally {
  await peer.close();
}
process.stdout.write(
  failed === 0
    ? `All ${CHECKS.length} checks passed.\n`
    : `${failed} of ${CHECKS.length} checks failed.\n`,
);
process.exit(failed === 0 ? 0 : 1);
