// The part of Vendure's server API the peer's scripts use, typed by hand (Vendure is installed outside
// the repository, so its own types are not at hand), and the loader that takes it from the install.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PEER_DIR } from './location.ts';

export type Id = string | number;
/** A Nest provider token: Vendure's service classes, passed to `app.get()`. */
export type Token<T> = { readonly prototype: T };
export type RequestContext = { readonly channelId: Id };
type List<T> = Promise<{ readonly items: readonly T[]; readonly totalItems: number }>;
export type ConfigurableOperation = {
  code: string;
  arguments: { name: string; value: string }[];
};
type Translation = { languageCode: 'en'; name: string; description?: string };

export interface VendureApp {
  get<T>(token: Token<T>): T;
  close(): Promise<void>;
}

export interface NativeAuthMethod {
  readonly identifier: string;
  readonly pendingIdentifier: string | null;
  readonly verificationToken: string | null;
  readonly passwordResetToken: string | null;
  readonly identifierChangeToken: string | null;
}
export interface UserEvent {
  readonly user: {
    readonly identifier: string;
    getNativeAuthenticationMethod(strict: false): NativeAuthMethod | undefined;
  };
}
export interface EventBus {
  ofType<E>(type: Token<E>): { subscribe(next: (event: E) => void): unknown };
}

export interface Services {
  readonly RequestContextService: Token<{
    create(input: { apiType: 'admin' }): Promise<RequestContext>;
  }>;
  readonly JobQueueService: Token<{
    start(): Promise<void>;
    flush(...bufferIds: string[]): Promise<unknown>;
  }>;
  readonly ConfigService: Token<{
    readonly jobQueueOptions: {
      readonly jobQueueStrategy: {
        findMany(options: object): List<{ readonly queueName: string }>;
      };
    };
  }>;
  readonly ChannelService: Token<{
    getDefaultChannel(): Promise<{ readonly id: Id }>;
    update(ctx: RequestContext, input: object): Promise<unknown>;
  }>;
  readonly TaxRateService: Token<{
    findAll(
      ctx: RequestContext,
      options: object,
      relations: ['zone'],
    ): List<{ readonly id: Id; readonly zone: { name: string } }>;
    update(ctx: RequestContext, input: { id: Id; value: number }): Promise<unknown>;
  }>;
  readonly CountryService: Token<{
    findAll(ctx: RequestContext, options: object): List<{ readonly id: Id; readonly code: string }>;
    update(ctx: RequestContext, input: { id: Id; enabled: boolean }): Promise<unknown>;
  }>;
  readonly PaymentMethodService: Token<{
    create(
      ctx: RequestContext,
      input: {
        code: string;
        enabled: boolean;
        handler: ConfigurableOperation;
        translations: Translation[];
      },
    ): Promise<unknown>;
  }>;
  readonly PromotionService: Token<{
    createPromotion(
      ctx: RequestContext,
      input: {
        enabled: boolean;
        couponCode?: string;
        conditions: ConfigurableOperation[];
        actions: ConfigurableOperation[];
        translations: Translation[];
      },
    ): Promise<{ readonly id?: Id; readonly message?: string }>;
  }>;
  readonly CustomerService: Token<{
    create(
      ctx: RequestContext,
      input: { emailAddress: string; firstName: string; lastName: string },
      password: string,
    ): Promise<{ readonly id?: Id; readonly message?: string }>;
    createAddress(ctx: RequestContext, customerId: Id, input: object): Promise<unknown>;
  }>;
  readonly ProductVariantService: Token<{
    findAll(ctx: RequestContext, options: object): List<{ readonly id: Id; readonly sku: string }>;
    update(ctx: RequestContext, input: { id: Id; translations: Translation[] }[]): Promise<unknown>;
  }>;
  readonly AssetService: Token<{
    findAll(ctx: RequestContext, options: object): List<{ readonly id: Id; readonly name: string }>;
    update(ctx: RequestContext, input: { id: Id; name: string }): Promise<unknown>;
  }>;
  readonly SearchService: Token<{ reindex(ctx: RequestContext): Promise<unknown> }>;
}

export interface VendureCore extends Services {
  bootstrap(config: object): Promise<VendureApp>;
  mergeConfig(base: object, extra: object): object;
  readonly defaultConfig: object;
  readonly DefaultLogger: new (options: { level: number }) => object;
  readonly LogLevel: { readonly Error: number; readonly Warn: number; readonly Info: number };
  readonly DefaultJobQueuePlugin: { init(options: { pollInterval: number }): object };
  readonly DefaultSearchPlugin: {
    init(options: { bufferUpdates: boolean; indexStockStatus: boolean }): object;
  };
  readonly AddressBasedTaxZoneStrategy: new () => object;
  readonly dummyPaymentHandler: { readonly code: string };
  VendurePlugin(metadata: object): ClassDecorator;
  readonly PluginCommonModule: object;
  readonly EventBus: Token<EventBus>;
  readonly AccountRegistrationEvent: Token<UserEvent>;
  readonly PasswordResetEvent: Token<UserEvent>;
  readonly IdentifierChangeRequestEvent: Token<UserEvent>;
}

/** `@vendure/core/cli`: Vendure's own loaders for initial data, the product CSV and collections. */
export interface VendureCli {
  populateInitialData(app: VendureApp, data: object): Promise<void>;
  importProductsFromCsv(
    app: VendureApp,
    csvPath: string,
    languageCode: 'en',
  ): Promise<{ readonly errors?: readonly string[]; readonly imported: number }>;
  populateCollections(app: VendureApp, data: object): Promise<void>;
}

export interface NestCommon {
  Inject(token: unknown): ParameterDecorator;
}

/** Requires a package from the peer's install, so that every module shares its one copy of Vendure. */
const fromPeer = <T>(specifier: string): T =>
  createRequire(join(PEER_DIR, 'package.json'))(specifier) as T;

/**
 * Vendure from the peer's install, with its telemetry off (it would also write `.vendure/` into the
 * working directory); callers run from the peer's folder, where Vendure may write its logs.
 */
export const loadVendure = () => {
  process.env.VENDURE_DISABLE_TELEMETRY = 'true';
  return {
    core: fromPeer<VendureCore>('@vendure/core'),
    cli: fromPeer<VendureCli>('@vendure/core/cli'),
    nest: fromPeer<NestCommon>('@nestjs/common'),
  };
};
