// The test mailbox, present only in this peer: a Vendure plugin that keeps, in memory, the token every
// account mail would carry (registration, password reset, e-mail change) and serves them at
// GET /test-mailbox?to=<email> as JSON, newest last. The peer sends no e-mail at all.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAILBOX_PATH } from './location.ts';
import type {
  EventBus,
  NativeAuthMethod,
  NestCommon,
  Token,
  UserEvent,
  VendureCore,
} from './vendure-api.ts';

export type PeerMail = {
  readonly kind: 'verify' | 'password-reset' | 'email-change';
  readonly token: string;
  readonly to: string;
  readonly at: string;
};

/** Which token and address each event's mail carries (the native auth method's fields). */
const MAIL_KINDS = {
  verify: (method: NativeAuthMethod) => [method.verificationToken, method.identifier],
  'password-reset': (method: NativeAuthMethod) => [method.passwordResetToken, method.identifier],
  'email-change': (method: NativeAuthMethod) => [
    method.identifierChangeToken,
    method.pendingIdentifier,
  ],
} as const satisfies Record<PeerMail['kind'], (method: NativeAuthMethod) => unknown[]>;

const mails: PeerMail[] = [];

const record = (kind: PeerMail['kind'], event: UserEvent) => {
  const method = event.user.getNativeAuthenticationMethod(false);
  const [token, to] = method ? MAIL_KINDS[kind](method) : [];
  if (token && to) mails.push({ kind, token, to, at: new Date().toISOString() });
};

const serveMailbox = (request: IncomingMessage, response: ServerResponse) => {
  const to = new URL(request.url ?? '/', 'http://peer').searchParams.get('to')?.toLowerCase();
  const listed = to === undefined ? mails : mails.filter((mail) => mail.to.toLowerCase() === to);
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(listed));
};

/** The plugin class, built from the peer's own copy of Vendure (decorators applied as calls). */
export function testMailboxPlugin(core: VendureCore, nest: NestCommon): object {
  const subscriptions: [Token<UserEvent>, PeerMail['kind']][] = [
    [core.AccountRegistrationEvent, 'verify'],
    [core.PasswordResetEvent, 'password-reset'],
    [core.IdentifierChangeRequestEvent, 'email-change'],
  ];
  class TestMailboxPlugin {
    readonly eventBus: EventBus;
    constructor(eventBus: EventBus) {
      this.eventBus = eventBus;
    }
    onApplicationBootstrap() {
      for (const [type, kind] of subscriptions)
        this.eventBus.ofType(type).subscribe((event) => record(kind, event));
    }
  }
  nest.Inject(core.EventBus)(TestMailboxPlugin, undefined, 0);
  core.VendurePlugin({
    imports: [core.PluginCommonModule],
    configuration: (config: { apiOptions: { middleware: object[] } }) => {
      config.apiOptions.middleware.push({
        route: MAILBOX_PATH,
        handler: serveMailbox,
        beforeListen: true,
      });
      return config;
    },
  })(TestMailboxPlugin);
  return TestMailboxPlugin;
}
