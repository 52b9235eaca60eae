export interface PopupSize {
  readonly width: number;
  readonly height: number;
}

/** Opens a small browser window (the login popup); false when the browser blocked it. */
export interface PopupOpener {
  open(url: string, size: PopupSize): boolean;
}
