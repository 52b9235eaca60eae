import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer, aSignedInCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const boundary = '----shoptest' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('POST /actions/users/upload-user-photo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signedIn = () => aSignedInCustomer(t.app, t.deps);

  const upload = async (
    v: ReturnType<typeof visitor>,
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
  ) => {
    const form = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/actions/users/upload-user-photo',
      payload: form.payload,
      headers: {
        accept: 'application/json',
        'content-type': form.contentType,
        'x-csrf-token': await v.csrf(),
        cookie: [...v.cookies].map(([k, val]) => `${k}=${val}`).join('; '),
      },
    });
  };

  it('re-encodes an uploaded image as a square webp and serves it resized', async () => {
    const { customer, v } = await signedIn();
    const res = await upload(
      v,
      { userId: String(customer.id) },
      { name: 'me.png', type: 'image/png', data: await png(900, 600) },
    );
    expect(res.statusCode).toBe(200);
    const { photoId, html, url } = res.json();
    expect(photoId).toEqual(expect.any(Number));
    expect(url).toMatch(new RegExp(`^/img/user-photos/${photoId}-[\\w-]{22}\\?size=128$`));
    expect(html).toContain(`src="${url}"`);
    expect((await v.get('/api/user')).json().user.photoId).toBe(photoId);

    const served = await v.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 128, 128]);
    const big = await sharp(
      (await v.get(url.replace('size=128', 'size=2000'))).rawPayload,
    ).metadata();
    expect(big.width).toBe(512);
  });

  it('accepts the SDK’s JSON form with a data: URL, and replaces the previous photo', async () => {
    const { customer, v } = await signedIn();
    const first = await upload(
      v,
      { userId: String(customer.id) },
      { name: 'a.png', type: 'image/png', data: await png(50, 50) },
    );
    const data = `data:image/png;base64,${(await png(64, 64)).toString('base64')}`;
    const second = await v.post('/actions/users/upload-user-photo', {
      userId: customer.id,
      photo: { data, filename: 'b.png' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().photoId).not.toBe(first.json().photoId);
    expect((await v.get(first.json().url)).statusCode).toBe(404);
    expect((await v.get(second.json().url)).statusCode).toBe(200);
  });

  it('refuses what is not an image, a missing photo, guests and other users', async () => {
    const { customer, v } = await signedIn();
    const notImage = await upload(
      v,
      { userId: String(customer.id) },
      { name: 'x.png', type: 'image/png', data: Buffer.from('<?php echo 1; ?>') },
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(
      'There was an error uploading your photo: User photo must be an image that Craft can manipulate.',
    );
    const none = await upload(v, { userId: String(customer.id) });
    expect(none.statusCode).toBe(400);
    const other = await aCustomer(t.deps);
    expect(
      (
        await upload(
          v,
          { userId: String(other.id) },
          { name: 'a.png', type: 'image/png', data: await png(10, 10) },
        )
      ).statusCode,
    ).toBe(403);
    const guest = await visitor(t.app).post('/actions/users/upload-user-photo', {
      userId: customer.id,
    });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().message).toBe('');
  });

  it('refuses a photo over 5 MB', async () => {
    const { customer, v } = await signedIn();
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const res = await upload(
      v,
      { userId: String(customer.id) },
      { name: 'big.png', type: 'image/png', data: huge },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 5 MB/);
  });

  it('a photo is private: neither another customer nor a stranger can fetch it, by key or by id', async () => {
    const a = await signedIn();
    const uploaded = await upload(
      a.v,
      { userId: String(a.customer.id) },
      { name: 'a.png', type: 'image/png', data: await png(40, 40) },
    );
    const { url, photoId } = uploaded.json();
    expect((await a.v.get(url)).statusCode).toBe(200);

    const b = await signedIn();
    const stranger = visitor(t.app, '198.51.100.99');
    const guesses = [url, `/img/user-photos/${photoId}`, `/img/user-photos/${photoId}?size=128`];
    for (const guess of guesses) {
      expect((await b.v.get(guess)).statusCode, `customer B: ${guess}`).toBe(404);
      expect((await stranger.get(guess)).statusCode, `stranger: ${guess}`).toBe(404);
    }
    // B's own photo key does not open A's photo either.
    const own = await upload(
      b.v,
      { userId: String(b.customer.id) },
      { name: 'b.png', type: 'image/png', data: await png(40, 40) },
    );
    const forged = own.json().url.replace(`/${own.json().photoId}-`, `/${photoId}-`);
    expect((await b.v.get(forged)).statusCode).toBe(404);
    expect((await a.v.get(forged)).statusCode).toBe(404);
  });
});
