/** Reloads the page the visitor is on (the browser's location.reload). */
export interface PageReloader {
  reload(): void;
}
