// What one server render may cost: how many run at once (beyond that, a page goes out as the shell
// the browser draws itself, which costs the server next to nothing) and how long one may take from
// its first read to its last byte (then the shell goes out, and the render's late result is dropped).

export interface RenderLimits {
  /** renders running at once, at most */
  readonly concurrency: number;
  /** a render not done by then is given up on */
  readonly deadlineMs: number;
}

export const RENDER_LIMIT_DEFAULTS: RenderLimits = { concurrency: 8, deadlineMs: 3000 };

/**
 * Runs `render` if a slot is free and it finishes in time; null otherwise. The slot stays taken
 * until the render really ends, so renders that overran cannot pile up behind the deadline.
 */
export type RenderLimiter = <T>(render: () => Promise<T>) => Promise<T | null>;

export function limitedRenders(limits: RenderLimits = RENDER_LIMIT_DEFAULTS): RenderLimiter {
  let running = 0;
  return async <T>(render: () => Promise<T>): Promise<T | null> => {
    if (running >= limits.concurrency) return null;
    running += 1;
    const work = render().finally(() => {
      running -= 1;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), limits.deadlineMs);
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
      work.catch(() => undefined); // a render that fails after its deadline is already answered
    }
  };
}
