import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../src/ports/clock';
import type { Scheduler } from '../../src/ports/scheduler';

export interface SchedulerSubject {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** lets time pass */
  advance(ms: number): void;
}

/** What every honest Clock and Scheduler do: time moves on, tasks run in order, cancel works. */
export const describeSchedulerContract = (name: string, make: () => SchedulerSubject): void => {
  describe(`Clock and Scheduler contract: ${name}`, () => {
    // A subject may run on fake timers; the next suite must not.
    afterEach(() => {
      vi.useRealTimers();
    });

    it('runs tasks once their delay has passed, earliest first, and never a cancelled one', () => {
      const { clock, scheduler, advance } = make();
      const start = clock.now();
      const ran: string[] = [];

      scheduler.schedule(200, () => ran.push('late'));
      scheduler.schedule(100, () => ran.push('early'));
      const cancel = scheduler.schedule(150, () => ran.push('cancelled'));
      cancel();
      advance(99);
      expect(ran).toEqual([]);
      advance(101);

      expect(ran).toEqual(['early', 'late']);
      expect(clock.now() - start).toBe(200);
    });

    it('treats a negative delay as no delay', () => {
      const { scheduler, advance } = make();
      const ran: string[] = [];

      scheduler.schedule(-5, () => ran.push('now'));
      advance(0);

      expect(ran).toEqual(['now']);
    });
  });
};
