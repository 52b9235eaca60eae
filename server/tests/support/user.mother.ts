import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../src/app.ts';
import type { User } from '../../src/domain/users/user.ts';
import { visitor } from './visitor.ts';

let counter = 0;

export interface UserSpec {
  email?: string;
  username?: string;
  /** null: a customer record without a password (imported, or from a guest checkout). */
  password?: string | null;
  status?: 'active' | 'pending' | 'suspended' | 'inactive';
  firstName?: string | null;
  lastName?: string | null;
}

/** A customer straight in the database (not through registration), with a known password. */
export async function aCustomer(
  deps: AppDeps,
  spec: UserSpec = {},
): Promise<User & { password: string }> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const password = spec.password === undefined ? 'correct-horse-42' : spec.password;
  const status = spec.status ?? 'active';
  const user = await deps.users.create({
    uid: randomUUID(),
    username: spec.username ?? `shopper${tag}`,
    email: spec.email ?? `shopper${tag}@example.test`,
    unverifiedEmail: null,
    passwordHash: password === null ? null : await deps.hasher.hash(password),
    firstName: spec.firstName === undefined ? 'Sam' : spec.firstName,
    lastName: spec.lastName === undefined ? 'Shopper' : spec.lastName,
    fullName:
      spec.firstName === null ? null : `${spec.firstName ?? 'Sam'} ${spec.lastName ?? 'Shopper'}`,
    active: status === 'active' || status === 'suspended',
    pending: status === 'pending',
  });
  const final =
    status === 'suspended' ? await deps.users.update(user.id, { suspended: true }) : user;
  return { ...final, password: password ?? '' };
}

/** A new customer, signed in through the real login action in a visitor of their own. */
export async function aSignedInCustomer(app: FastifyInstance, deps: AppDeps, spec: UserSpec = {}) {
  const customer = await aCustomer(deps, spec);
  const v = visitor(app);
  const res = await v.login(customer.email, customer.password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { customer, v };
}
