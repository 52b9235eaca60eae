/** One-way digests: for high-entropy secrets (session ids, one-time codes), not for passwords. */
export interface Digest {
  sha256(text: string): string;
  hmacSha256(key: string, text: string): string;
}
