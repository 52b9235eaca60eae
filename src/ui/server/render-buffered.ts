import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/**
 * React's streaming render, held until everything is ready (every lazy page and suspended read
 * resolved) and answered as one string: the styles the render collected must be known before the
 * document's head is sent.
 */
export const renderBuffered = (element: ReactNode, timeoutMs = 10_000): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown = null;
    // A read that never ends must not hold the request: React then gives up on what is left.
    const timer = setTimeout(
      () => stream.abort(new Error(`the render took over ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: nothing is revealed later by an inline script (the
      // page's policy runs no inline script) and the markup is final as it arrives.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        clearTimeout(timer);
        if (failure === null) stream.pipe(sink);
        else reject(failure instanceof Error ? failure : new Error(String(failure)));
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        failure ??= error;
      },
    });
  });
