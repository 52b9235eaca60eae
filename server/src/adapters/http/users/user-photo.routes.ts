import { parseRecordId } from '../../../domain/shared/record-id.rules.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_PHOTO_BYTES,
  type PhotoUploadFailure,
  servedPhotoSize,
  uploadUserPhoto,
} from '../../../application/users/upload-photo.ts';
import { constantTimeEquals } from '../../../domain/csrf/csrf-token.rules.ts';
import type { User } from '../../../domain/users/user.ts';
import type { Digest } from '../../../ports/system/digest.ts';
import type { ImageProcessor } from '../../../ports/images/image-processor.ts';
import type { UserPhotoRepository } from '../../../ports/users/user-photo-repository.ts';
import { requireAcceptsJson } from '../craft/accepts-json.ts';
import { asBody } from '../body/body-params.ts';
import { HttpError } from '../craft/craft-response.ts';
import { type MultipartLimits, readsMultipartPartsItself } from '../body/multipart-body.hook.ts';

export interface UserPhotoRoutesDeps {
  readonly images: ImageProcessor;
  readonly photos: UserPhotoRepository;
  readonly digest: Digest;
  readonly sessionSecret: string;
}

const UPLOAD_ERROR = 'There was an error uploading your photo';
const NOT_FOUND = 'Page not found.';

/** A photo's unguessable key: its id and a MAC of it (128 bits), so ids cannot be walked. */
const photoKey = (deps: UserPhotoRoutesDeps, photoId: number) =>
  `${photoId}-${deps.digest.hmacSha256(deps.sessionSecret, `user-photo:${photoId}`).slice(0, 22)}`;

/** The id behind a key from a URL, or null when the key was not made by this shop. */
function photoIdOf(deps: UserPhotoRoutesDeps, key: string): number | null {
  const match = /^(\d{1,10})-[\w-]{22}$/.exec(key);
  const id = match?.[1] ? parseRecordId(match[1]) : null;
  return id !== null && constantTimeEquals(photoKey(deps, id), key) ? id : null;
}

const photoUrl = (deps: UserPhotoRoutesDeps, photoId: number, size = 128) =>
  `/img/user-photos/${photoKey(deps, photoId)}?size=${size}`;

/** The photo and userId, from a multipart form (Craft) or JSON with a data: URL (the SDK's way). */
async function readUpload(
  request: FastifyRequest,
): Promise<{ bytes: Uint8Array | null; userId: string | undefined }> {
  if (request.isMultipart()) {
    let bytes: Uint8Array | null = null;
    let userId: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'photo')
        bytes = new Uint8Array(await part.toBuffer());
      else if (part.type === 'field' && part.fieldname === 'userId') userId = String(part.value);
    }
    return { bytes, userId };
  }
  const body = asBody(request.body);
  const photo = asBody(body.photo);
  const data = typeof photo.data === 'string' ? photo.data : undefined;
  const match = data?.match(/^data:[\w/+.-]+;base64,([A-Za-z0-9+/=\s]+)$/);
  const userId = body.userId === undefined ? undefined : String(body.userId);
  return { bytes: match?.[1] ? new Uint8Array(Buffer.from(match[1], 'base64')) : null, userId };
}

/** What `request.parts()` reads here: the app registers multipart with these as its defaults. */
export const PHOTO_UPLOAD_LIMITS: MultipartLimits = {
  fileSize: MAX_PHOTO_BYTES + 1,
  files: 1,
  fields: 10,
};

/** The upload's photo, once it is the signed-in user's own and not empty. */
async function ownPhotoBytes(request: FastifyRequest, user: User): Promise<Uint8Array> {
  let upload: Awaited<ReturnType<typeof readUpload>>;
  try {
    upload = await readUpload(request);
  } catch {
    throw new HttpError(400, `${UPLOAD_ERROR}: the photo must be at most 5 MB.`);
  }
  if (upload.userId === undefined || upload.userId === '')
    throw new HttpError(400, 'Request missing required body param');
  if (upload.userId !== String(user.id))
    throw new HttpError(403, 'User is not authorized to perform this action.');
  if (!upload.bytes || upload.bytes.length === 0)
    throw new HttpError(400, `${UPLOAD_ERROR}: no photo was sent.`);
  return upload.bytes;
}

function uploadRefusal(error: PhotoUploadFailure): HttpError {
  const reason =
    error.kind === 'too-big'
      ? 'the photo must be at most 5 MB.'
      : error.kind === 'too-large-dimensions'
        ? 'the photo has too many pixels.'
        : 'User photo must be an image that Craft can manipulate.';
  return new HttpError(400, `${UPLOAD_ERROR}: ${reason}`);
}

async function uploadPhoto(deps: UserPhotoRoutesDeps, request: FastifyRequest) {
  // Craft's anonymous check (beforeAction) comes before the action's own Accept check.
  const user = request.auth.user;
  if (!user) throw new HttpError(403, '');
  requireAcceptsJson(request);
  const bytes = await ownPhotoBytes(request, user);
  const result = await uploadUserPhoto(deps, user.id, bytes);
  if (!result.ok) throw uploadRefusal(result.error);
  const url = photoUrl(deps, result.value.id);
  return {
    html: `<img class="user-photo" src="${url}" width="128" height="128" alt="">`,
    photoId: result.value.id,
    url,
  };
}

// A customer's photo is theirs alone: served by its unguessable key to its signed-in owner only;
// anyone else gets the same 404 as for a photo that does not exist.
async function servePhoto(
  deps: UserPhotoRoutesDeps,
  request: FastifyRequest<{ Params: { key: string }; Querystring: { size?: string } }>,
  reply: FastifyReply,
) {
  const id = photoIdOf(deps, request.params.key);
  const owner = request.auth.user;
  if (id === null || !owner) throw new HttpError(404, NOT_FOUND);
  const photo = await deps.photos.find(id);
  if (!photo || photo.userId !== owner.id) throw new HttpError(404, NOT_FOUND);
  const size = servedPhotoSize(request.query.size ? Number(request.query.size) : undefined);
  const image = size === photo.width ? photo : await deps.images.resize(photo.data, size);
  // A new upload gets a new id, so a served photo never changes; only the owner's browser keeps it.
  return reply
    .header('cache-control', 'private, max-age=31536000, immutable')
    .type(image.mimeType)
    .send(Buffer.from(image.data));
}

export function userPhotoRoutes(deps: UserPhotoRoutesDeps) {
  return async (app: FastifyInstance) => {
    readsMultipartPartsItself(app);
    app.post('/actions/users/upload-user-photo', { bodyLimit: MAX_PHOTO_BYTES * 2 }, (request) =>
      uploadPhoto(deps, request),
    );
    app.get<{ Params: { key: string }; Querystring: { size?: string } }>(
      '/img/user-photos/:key',
      (request, reply) => servePhoto(deps, request, reply),
    );
  };
}
