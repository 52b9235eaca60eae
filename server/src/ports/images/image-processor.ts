export interface ProcessedImage {
  readonly data: Uint8Array;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
}

export type ImageProblem =
  { readonly kind: 'not-an-image' } | { readonly kind: 'too-large-dimensions' };

export interface ImageProcessor {
  /**
   * Decodes untrusted bytes and re-encodes them as a square avatar (no original bytes survive, so no
   * metadata or polyglot payload is ever served back). Null when the bytes are not a supported image.
   */
  avatar(bytes: Uint8Array, size: number): Promise<ProcessedImage | ImageProblem>;
  resize(image: Uint8Array, size: number): Promise<ProcessedImage>;
}
