/** Which build of the storefront is running, and which one the server serves now. */
export interface BuildInfo {
  /** null when it cannot be told (development) */
  runningBuild(): string | null;
  /** null when the server could not be asked */
  latestBuild(): Promise<string | null>;
}
