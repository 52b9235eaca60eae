/** A Storage held in a Map, as a browser's sessionStorage/localStorage behaves. */
export class MapStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
}

/** Storage a privacy mode forbids: every access throws. */
export class ForbiddenStorage implements Storage {
  get length(): number {
    throw new DOMException('denied', 'SecurityError');
  }

  clear(): void {
    throw new DOMException('denied', 'SecurityError');
  }

  getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }

  key(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }

  removeItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }

  setItem(): void {
    throw new DOMException('QuotaExceededError', 'QuotaExceededError');
  }
}
