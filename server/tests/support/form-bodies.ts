// What a classic <form method="post"> sends: the same fields either URL-encoded or as multipart parts,
// with bracket names (`lineItems[5][qty]`) written out as the browser writes them.
export type FormFields = readonly (readonly [string, string])[];

export interface EncodedForm {
  readonly payload: string | Buffer;
  readonly contentType: string;
}

export function urlEncoded(fields: FormFields): EncodedForm {
  return {
    payload: new URLSearchParams(
      fields.map(([name, value]): [string, string] => [name, value]),
    ).toString(),
    contentType: 'application/x-www-form-urlencoded',
  };
}

export interface FormFile {
  readonly field: string;
  readonly filename: string;
  readonly type: string;
  readonly data: Buffer;
}

export function multipartForm(fields: FormFields, files: readonly FormFile[] = []): EncodedForm {
  const boundary = `----shopform${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
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
