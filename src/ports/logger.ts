/** The developer console; errors are logged there in every environment. */
export interface Logger {
  error(message: string, details?: unknown): void;
}
