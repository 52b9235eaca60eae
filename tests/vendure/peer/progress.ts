// The setup's progress lines, each with the seconds since the setup started.
const started = performance.now();

export const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;

export const say = (line: string): void => void process.stdout.write(`[${elapsed()}] ${line}\n`);
