import type { Clock } from '../../src/ports/clock';
import type { Scheduler } from '../../src/ports/scheduler';

interface Task {
  readonly id: number;
  readonly dueAt: number;
  readonly run: () => void;
}

/** Time that moves only when a test says so; scheduled tasks run as it passes their due time. */
export class ManualClock implements Clock, Scheduler {
  #now: number;
  #tasks: Task[] = [];
  #nextId = 0;

  constructor(start = 1_700_000_000_000) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  schedule(delayMs: number, task: () => void): () => void {
    this.#nextId += 1;
    const id = this.#nextId;
    this.#tasks.push({ id, dueAt: this.#now + Math.max(0, delayMs), run: task });
    return () => {
      this.#tasks = this.#tasks.filter((candidate) => candidate.id !== id);
    };
  }

  /** Moves time on, running each due task at its own time, earliest first. */
  advance(ms: number): void {
    const until = this.#now + ms;
    for (;;) {
      const next = this.#tasks
        .filter((task) => task.dueAt <= until)
        .toSorted((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0];
      if (next === undefined) break;
      this.#tasks = this.#tasks.filter((task) => task.id !== next.id);
      this.#now = Math.max(this.#now, next.dueAt);
      next.run();
    }
    this.#now = until;
  }

  get pendingTasks(): number {
    return this.#tasks.length;
  }
}
