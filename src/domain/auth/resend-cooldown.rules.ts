/**
 * Whole seconds until another verification e-mail may be requested, rounded up so the page never
 * says 0 while the wait still runs; 0 when there is no wait.
 */
export const cooldownSecondsLeft = (availableAt: number | null, now: number): number =>
  availableAt === null || availableAt <= now ? 0 : Math.ceil((availableAt - now) / 1000);

/** What the register page says while the resend cooldown runs. */
export const cooldownNotice = (seconds: number): string =>
  `You can request another e-mail in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
