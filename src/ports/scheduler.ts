/** Runs something later, like setTimeout; returns a function that cancels it. */
export interface Scheduler {
  schedule(delayMs: number, task: () => void): () => void;
}
