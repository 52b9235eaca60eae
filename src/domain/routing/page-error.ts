/** What the error page shows. */
export interface PageError {
  readonly statusCode: number;
  readonly name: string;
  readonly message: string;
}
