// The contract suites the live Vendure run passes (tests/vendure/), replayed from its recorded answers
// (./recorded/, `npm run vendure:record`): the same cases, and the same requests, or the case fails.
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { describeVendureContracts, VENDURE_CASSETTES } from '../../contracts/vendure-contracts';
import { useCassetteReplay } from '../../support/cassette/cassette-replay';
import { cookieJarFetch } from '../../support/cookie-jar-fetch';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';

const replay = useCassetteReplay(useMswServer(), VENDURE_CASSETTES);

describeVendureContracts({
  visitor: () => {
    const http = craftClient(cookieJarFetch());
    return { client: new VendureClient(http), http };
  },
  cardGatewayId: () => replay.value('cardGatewayId'),
});
