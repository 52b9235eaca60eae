/** At most `limit` hits per fixed window of `windowSeconds`; windows are aligned to the Unix epoch. */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The outcome of one hit against one rule. */
export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly limit: number;
  /** Hits still allowed in this window after this one (0 once refused). */
  readonly remaining: number;
  /** Whole seconds a refused caller should wait; 0 when allowed. */
  readonly retryAfterSeconds: number;
  /** When the current window ends and counting starts again. */
  readonly resetAt: Date;
}

/** Why a rule list such as "30/60,600/3600" was refused. */
export type RateLimitRuleError =
  | { readonly kind: 'no-rules' }
  | { readonly kind: 'malformed-rule'; readonly rule: string }
  | { readonly kind: 'limit-out-of-range'; readonly rule: string; readonly max: number }
  | { readonly kind: 'window-out-of-range'; readonly rule: string; readonly max: number }
  // Counters are stored per key and window length, so two rules with one window would share a counter.
  | { readonly kind: 'duplicate-window'; readonly windowSeconds: number };
