// Who is staff: the demo shop's staff member (demo data only), and people made staff with
// `npm run staff -- add <email>` (addStaffMember): a new address gets an account without a
// password and a set-password mail; setting the password signs them up as staff, nothing else does.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/adapters/db/schema.ts';
import { addStaffMember } from '../../src/application/users/add-staff-member.ts';
import { runStaffCli } from '../../src/cli/staff.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { aPaidOrder } from '../support/placed-order.mother.ts';
import { tempFolder, removeTempFolders } from '../support/content-folder.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

const processOrder = (v: ReturnType<typeof visitor>, orderId: number) =>
  v.post(`/api/admin/orders/${orderId}/steps`, { step: 'process' });

describe('staff accounts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await removeTempFolders();
  });

  it('the demo shop has a staff member who can use the back office', async () => {
    const order = await aPaidOrder(t);
    const staff = visitor(t.app, '203.0.113.120');
    expect((await staff.login('staff@example.com', 'demo-staff-2026')).statusCode).toBe(200);
    expect((await processOrder(staff, order.id)).statusCode).toBe(200);
  });

  it('a database without demo data has no staff member at all', async () => {
    const bare = await openTestDatabase({ demoData: false });
    try {
      const staff = await bare.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.admin, true));
      expect(staff).toEqual([]);
    } finally {
      await bare.cleanup();
    }
  });

  it('makes a new address staff with a set-password mail; once set, the back office opens', async () => {
    const email = `new-staff-${Date.now()}@example.test`;
    const added = await addStaffMember(t.deps, email);
    expect(added.ok && added.value.kind).toBe('created');
    const order = await aPaidOrder(t);
    const early = visitor(t.app, '203.0.113.121');
    expect((await early.login(email, 'anything-at-all')).statusCode).toBe(400);

    const mail = await lastMailTo(t.deps, email);
    const set = await visitor(t.app).post('/actions/users/set-password', {
      code: mail.code,
      id: mail.uid,
      newPassword: 'staff-secret-2026',
    });
    expect(set.statusCode, set.body).toBe(200);
    const staff = visitor(t.app, '203.0.113.122');
    expect((await staff.login(email, 'staff-secret-2026')).statusCode).toBe(200);
    expect((await processOrder(staff, order.id)).statusCode).toBe(200);
  });

  it('promotes an existing customer as they are, and says when nothing changes', async () => {
    const customer = await aCustomer(t.deps);
    const first = await addStaffMember(t.deps, ` ${customer.email} `);
    const again = await addStaffMember(t.deps, customer.email);
    expect([first.ok && first.value.kind, again.ok && again.value.kind]).toEqual([
      'promoted',
      'already-staff',
    ]);
    expect(await addStaffMember(t.deps, 'not an address')).toEqual({
      ok: false,
      error: 'Email is not a valid email address.',
    });
  });
});

describe('npm run staff', () => {
  it('explains its usage, refuses a bad address, and adds staff to the configured database', async () => {
    const dataDir = await tempFolder('staff-cli');
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const lines: string[] = [];
    const output = {
      out: (l: string) => lines.push(`out: ${l}`),
      error: (l: string) => lines.push(`error: ${l}`),
    };
    expect(await runStaffCli(['remove', 'x@example.test'], env, output)).toBe(1);
    expect(await runStaffCli(['add', 'nobody'], env, output)).toBe(1);
    expect(await runStaffCli(['add', 'boss@example.test'], env, output)).toBe(0);
    expect(await runStaffCli(['add', 'boss@example.test'], env, output)).toBe(0);
    expect(lines).toEqual([
      'error: Usage: npm run staff -- add <email>',
      'error: nobody: Email is not a valid email address.',
      'out: boss@example.test is now staff. A mail with a link to set a password is on its way (the link works for an hour; run this again for a new one).',
      'out: boss@example.test is staff but has no password yet: a new link to set one is on its way.',
    ]);
    await removeTempFolders();
  });
});
