// The test gateways (Commerce's Dummy) a shopper could choose: a production start refuses them.
import { and, eq, inArray } from 'drizzle-orm';
import { TEST_GATEWAY_TYPES } from '../../payments/gateway-registry.ts';
import type { Db } from '../database.ts';
import { gateways } from '../schema.ts';

export interface EnabledTestGateway {
  readonly handle: string;
  readonly name: string;
}

export function enabledTestGateways(db: Db): Promise<EnabledTestGateway[]> {
  return db
    .select({ handle: gateways.handle, name: gateways.name })
    .from(gateways)
    .where(
      and(
        inArray(gateways.type, [...TEST_GATEWAY_TYPES]),
        eq(gateways.isFrontendEnabled, true),
        eq(gateways.isArchived, false),
      ),
    )
    .orderBy(gateways.handle);
}
