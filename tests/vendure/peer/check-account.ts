// Acceptance 5-6: cookie sessions, registration with the mailbox's verify token, password reset; and the
// error codes the adapter meets (wrong password, unverified login, an e-mail already taken).
import { DEMO_CUSTOMER } from '../../../server/src/adapters/db/seed/demo-customer.ts';
import { type Check, expect, freshEmail } from './checks.ts';
import type { VendurePeer } from './peer.ts';
import { shopClient } from './shop-client.ts';

const RESULT = '... on ErrorResult { errorCode message }';
const LOGIN = `mutation ($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    __typename ... on CurrentUser { identifier } ${RESULT} } }`;
const REGISTER = `mutation ($input: RegisterCustomerInput!) {
  registerCustomerAccount(input: $input) { __typename ${RESULT} } }`;
const VERIFY = `mutation ($token: String!, $password: String) {
  verifyCustomerAccount(token: $token, password: $password) {
    __typename ... on CurrentUser { identifier } ${RESULT} } }`;
const REQUEST_RESET = `mutation ($email: String!) {
  requestPasswordReset(emailAddress: $email) { __typename ${RESULT} } }`;

type Answer = { __typename: string; errorCode?: string; identifier?: string };
const PASSWORD = 'peer-check-2026';

/**
 * The newest mail of `kind` to `email`. Vendure publishes the event once the mutation's transaction has
 * committed, which can be just after its answer: the mailbox is polled for up to 5 s.
 */
const mailOf = async (peer: VendurePeer, email: string, kind: string) => {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = (await peer.mailbox(email)).filter((m) => m.kind === kind).at(-1);
    if (mail) return mail;
    expect(Date.now() < deadline, `no ${kind} mail for ${email} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const cookieSession: Check = {
  name: 'cookie session: login, activeCustomer with addresses; wrong password',
  async run({ peer }) {
    const client = shopClient(peer.shopApiUrl, 'cookie');
    const { email, password } = DEMO_CUSTOMER;
    const { login } = await client.run<{ login: Answer }>(LOGIN, { username: email, password });
    expect(login.__typename === 'CurrentUser', `login: ${JSON.stringify(login)}`);
    const cookies = client.session();
    expect(cookies.includes('vendure-shop-session'), `session cookies: ${cookies}`);
    const { activeCustomer } = await client.run<{
      activeCustomer: { emailAddress: string; addresses: { id: string }[] } | null;
    }>('{ activeCustomer { emailAddress addresses { id } } }');
    expect(
      !!activeCustomer && activeCustomer.addresses.length >= 1,
      `activeCustomer: ${JSON.stringify(activeCustomer)}`,
    );
    const wrong = await shopClient(peer.shopApiUrl, 'cookie').run<{ login: Answer }>(LOGIN, {
      username: email,
      password: 'not-the-password',
    });
    expect(wrong.login.__typename !== 'CurrentUser', 'a wrong password signed in');
    return (
      `cookies ${cookies}; ${activeCustomer.emailAddress} has ` +
      `${activeCustomer.addresses.length} addresses; wrong password: ${wrong.login.errorCode}`
    );
  },
};

type Registered = { registerCustomerAccount: Answer };

/** Registered without a password: verifyCustomerAccount(token, password) sets it and signs in. */
const registration: Check = {
  name: 'registration: verify token in the mailbox, verify signs in; taken e-mail',
  async run({ peer }) {
    const client = shopClient(peer.shopApiUrl, 'cookie');
    const email = freshEmail('register');
    const input = { emailAddress: email, firstName: 'Peer', lastName: 'Check' };
    const registered = await client.run<Registered>(REGISTER, { input });
    const outcome = registered.registerCustomerAccount.__typename;
    expect(outcome === 'Success', `register: ${JSON.stringify(registered)}`);
    const mail = await mailOf(peer, email, 'verify');
    const { verifyCustomerAccount: verified } = await client.run<{ verifyCustomerAccount: Answer }>(
      VERIFY,
      { token: mail.token, password: PASSWORD },
    );
    expect(verified.__typename === 'CurrentUser', `verify: ${JSON.stringify(verified)}`);
    const { activeCustomer } = await client.run<{ activeCustomer: { emailAddress: string } }>(
      '{ activeCustomer { emailAddress } }',
    );
    expect(activeCustomer.emailAddress === email, `signed in as ${activeCustomer.emailAddress}`);
    const taken = await shopClient(peer.shopApiUrl, 'cookie').run<Registered>(REGISTER, {
      input: { ...input, emailAddress: DEMO_CUSTOMER.email },
    });
    return (
      `${email}: ${outcome}; verify token ${mail.token.slice(0, 12)}… → ${verified.__typename}, ` +
      `signed in; registering ${DEMO_CUSTOMER.email} again: ` +
      `${taken.registerCustomerAccount.__typename}`
    );
  },
};

/** Registered with a password: login is refused until verifyCustomerAccount(token) (no password). */
const unverifiedLogin: Check = {
  name: 'registration with a password: login refused until verified',
  async run({ peer }) {
    const client = shopClient(peer.shopApiUrl, 'cookie');
    const email = freshEmail('unverified');
    const input = { emailAddress: email, firstName: 'Peer', lastName: 'Check', password: PASSWORD };
    await client.run<Registered>(REGISTER, { input });
    const early = await client.run<{ login: Answer }>(LOGIN, {
      username: email,
      password: PASSWORD,
    });
    expect(early.login.errorCode === 'NOT_VERIFIED_ERROR', `login: ${JSON.stringify(early)}`);
    const mail = await mailOf(peer, email, 'verify');
    const again = await client.run<{ verifyCustomerAccount: Answer }>(VERIFY, {
      token: mail.token,
      password: PASSWORD,
    });
    const { verifyCustomerAccount: verified } = await client.run<{ verifyCustomerAccount: Answer }>(
      VERIFY,
      { token: mail.token },
    );
    expect(verified.__typename === 'CurrentUser', `verify: ${JSON.stringify(verified)}`);
    return (
      `login before verifying: ${early.login.errorCode}; verify with a password: ` +
      `${again.verifyCustomerAccount.errorCode}; verify without → ${verified.__typename}`
    );
  },
};

const passwordReset: Check = {
  name: 'password reset: token in the mailbox, resetPassword signs in',
  async run({ peer }) {
    const client = shopClient(peer.shopApiUrl, 'cookie');
    const email = freshEmail('reset');
    await client.run(REGISTER, { input: { emailAddress: email, firstName: 'R', lastName: 'P' } });
    const verify = await mailOf(peer, email, 'verify');
    await client.run(VERIFY, { token: verify.token, password: PASSWORD });
    const requested = await client.run<{ requestPasswordReset: Answer }>(REQUEST_RESET, { email });
    const mail = await mailOf(peer, email, 'password-reset');
    const { resetPassword } = await client.run<{ resetPassword: Answer }>(
      `mutation ($token: String!) { resetPassword(token: $token, password: "peer-reset-2026") {
        __typename ${RESULT} } }`,
      { token: mail.token },
    );
    expect(resetPassword.__typename === 'CurrentUser', `reset: ${JSON.stringify(resetPassword)}`);
    return `requestPasswordReset: ${requested.requestPasswordReset.__typename}; token ${mail.token.slice(0, 12)}… → ${resetPassword.__typename}`;
  },
};

const emailChange: Check = {
  name: 'e-mail change: token to the new address, updateCustomerEmailAddress',
  async run({ peer }) {
    const client = shopClient(peer.shopApiUrl, 'cookie');
    const [email, next] = [freshEmail('change'), freshEmail('changed')];
    await client.run(REGISTER, { input: { emailAddress: email, firstName: 'E', lastName: 'C' } });
    await client.run(VERIFY, {
      token: (await mailOf(peer, email, 'verify')).token,
      password: PASSWORD,
    });
    const { requestUpdateCustomerEmailAddress: requested } = await client.run<{
      requestUpdateCustomerEmailAddress: Answer;
    }>(
      `mutation ($password: String!, $next: String!) {
        requestUpdateCustomerEmailAddress(password: $password, newEmailAddress: $next) {
          __typename ${RESULT} } }`,
      { password: PASSWORD, next },
    );
    const mail = await mailOf(peer, next, 'email-change');
    const { updateCustomerEmailAddress: updated } = await client.run<{
      updateCustomerEmailAddress: Answer;
    }>(
      `mutation ($token: String!) { updateCustomerEmailAddress(token: $token) {
        __typename ${RESULT} } }`,
      { token: mail.token },
    );
    expect(updated.__typename === 'Success', `update: ${JSON.stringify(updated)}`);
    return `request: ${requested.__typename}; mail to the new address; update: ${updated.__typename}`;
  },
};

export const ACCOUNT_CHECKS: readonly Check[] = [
  cookieSession,
  registration,
  unverifiedLogin,
  passwordReset,
  emailChange,
];
