/**
 * Media answers: the generated pin JPEGs (§3 sizes), the video clip (MP4 with byte ranges, and
 * HLS: playlist + MPEG-TS segments), the GIF, and uploaded files. The video bytes are loaded on
 * first use (a dynamic import), so pages that never play a video never download them.
 */
import { IMAGE_SIZE_KEYS, type ImageSizeKey, imagePath } from '@tessera/model';
import { HttpResponse } from 'msw';
import { pinImageJpeg } from '../media/pinImage.ts';
import type { UploadRecord } from './database.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Media may be read by pages of other origins (hls.js fetches playlists and segments with XHR). */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Length, Content-Range',
};

type Assets = typeof import('../media/videoAssets.ts');
let assets: Promise<Assets> | undefined;
const decoded = new Map<string, Uint8Array>();

function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function asset(name: 'CLIP_MP4' | 'SEG0_TS' | 'SEG1_TS' | 'ANIM_GIF'): Promise<Uint8Array> {
  const cached = decoded.get(name);
  if (cached) return cached;
  assets ??= import('../media/videoAssets.ts');
  const module = await assets;
  const bytes = fromBase64(module[`${name}_BASE64`]);
  decoded.set(name, bytes);
  return bytes;
}

export async function playlist(): Promise<string> {
  assets ??= import('../media/videoAssets.ts');
  return (await assets).PLAYLIST_M3U8;
}

const notFound = (what: string) => new HttpResponse(`${what} not found`, { status: 404 });

/** Bytes with Range support (video elements seek with byte ranges). */
export function bytesResponse(request: Request, bytes: Uint8Array, type: string): Response {
  const headers: Record<string, string> = {
    ...CORS,
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': IMMUTABLE,
  };
  const range = request.headers.get('range');
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (range && match && (match[1] !== '' || match[2] !== '')) {
    const size = bytes.byteLength;
    let start = match[1] === '' ? size - Number(match[2]) : Number(match[1]);
    let end = match[1] === '' || match[2] === '' ? size - 1 : Number(match[2]);
    start = Math.max(0, start);
    end = Math.min(size - 1, end);
    if (start > end || start >= size) {
      return new HttpResponse(null, {
        status: 416,
        headers: { 'Content-Range': `bytes */${size}`, ...CORS },
      });
    }
    const part = bytes.slice(start, end + 1);
    return new HttpResponse(part, {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': String(part.byteLength),
      },
    });
  }
  return new HttpResponse(bytes.slice(), {
    status: 200,
    headers: { ...headers, 'Content-Length': String(bytes.byteLength) },
  });
}

/**
 * A pin image (§3 path): the uploaded file when the signature is an upload's (issue 30: what you
 * upload is what you get), seen only by who may (`upload` null: they may not), else the drawing.
 */
export function pinImageResponse(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
  uploadFor: (signature: string) => UploadRecord | null | undefined,
): Response {
  const { size, xx, yy, zz, file } = params;
  if (typeof size !== 'string' || !(IMAGE_SIZE_KEYS as readonly string[]).includes(size))
    return notFound('Image');
  if (typeof file !== 'string' || !file.endsWith('.jpg')) return notFound('Image');
  const signature = file.slice(0, -'.jpg'.length);
  let canonical: string;
  try {
    canonical = imagePath(signature, size as ImageSizeKey);
  } catch {
    return notFound('Image');
  }
  if (canonical !== `${size}/${xx}/${yy}/${zz}/${file}`) return notFound('Image');
  const upload = uploadFor(signature);
  if (upload === null) return notFound('Image');
  if (upload?.base64) return uploadBytes(request, upload);
  const bytes = pinImageJpeg(signature, size as ImageSizeKey);
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      ...CORS,
      'Content-Type': 'image/jpeg',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': IMMUTABLE,
    },
  });
}

export async function videoResponse(request: Request, file: string): Promise<Response> {
  switch (file) {
    case 'clip.mp4':
      return bytesResponse(request, await asset('CLIP_MP4'), 'video/mp4');
    case 'hls/playlist.m3u8':
      return new HttpResponse(await playlist(), {
        status: 200,
        headers: { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': IMMUTABLE, ...CORS },
      });
    case 'hls/seg0.ts':
      return bytesResponse(request, await asset('SEG0_TS'), 'video/mp2t');
    case 'hls/seg1.ts':
      return bytesResponse(request, await asset('SEG1_TS'), 'video/mp2t');
    default:
      return notFound('Video');
  }
}

export async function gifResponse(request: Request, file: string): Promise<Response> {
  if (file !== 'anim.gif') return notFound('GIF');
  return bytesResponse(request, await asset('ANIM_GIF'), 'image/gif');
}

/** An uploaded file by its id: `upload` null when this visitor may not see it (not found, like none). */
export function uploadResponse(request: Request, upload: UploadRecord | null | undefined): Response {
  if (!upload?.base64) return notFound('Upload');
  return uploadBytes(request, upload);
}

/** An upload's bytes: private to who may see them, so no shared cache keeps them. */
function uploadBytes(request: Request, upload: UploadRecord): Response {
  const type = upload.contentType ?? 'application/octet-stream';
  const response = bytesResponse(request, fromBase64(upload.base64 ?? ''), type);
  response.headers.set('Cache-Control', 'private, no-cache');
  return response;
}
