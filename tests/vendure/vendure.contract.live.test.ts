// The contract suites against live Vendure (`npm run test:vendure`): the same cases as for our own
// server; a case a capability of Vendure's does not support is listed with its reason. With
// VENDURE_RECORD=1 (`npm run vendure:record`) every visitor's exchanges are recorded, for the replay
// that `npm test` runs (tests/adapters/vendure/vendure.contract.recorded.test.ts).
import { afterAll, beforeAll } from 'vitest';
import { describeVendureContracts, VENDURE_CASSETTES } from '../contracts/vendure-contracts';
import { useCassetteRecorder } from '../support/cassette/cassette-recorder';
import { type LiveShop, paymentMethodId, startLiveShop } from './live-shop';
import { PAYMENT_METHOD } from './peer/store-pass.ts';

const recorder =
  process.env.VENDURE_RECORD === '1' ? useCassetteRecorder(VENDURE_CASSETTES) : undefined;
let shop: LiveShop;
let cardGatewayId = 0;

beforeAll(async () => {
  shop = await startLiveShop();
  cardGatewayId = await paymentMethodId(shop.shopApiUrl, PAYMENT_METHOD.code);
  recorder?.keepValue('cardGatewayId', cardGatewayId);
}, 180_000);

afterAll(async () => {
  await shop.close();
});

describeVendureContracts({
  visitor: (suite) => shop.visitor(recorder?.fetchFor(suite)),
  cardGatewayId: () => cardGatewayId,
});
