/**
 * One image's upload (§4 Upload, §7 VIPResource) for a builder: uploadImage of @tessera/api (create,
 * multipart POST, then a poll every 5000 ms while registered or processing), with the phase a person
 * sees, a preview of the chosen file, and the signature once it succeeded. Choosing another file
 * abandons the upload in flight.
 */
import { uploadImage, useApi } from '@tessera/api';
import { imagePath } from '@tessera/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadPhase } from './createText.ts';

export interface UploadedImage {
  phase: UploadPhase | null;
  /** What the preview shows: the chosen file, or the uploaded image of a restored draft. */
  previewUrl: string | null;
  signature: string | null;
}

export const NO_IMAGE: UploadedImage = { phase: null, previewUrl: null, signature: null };

/** The files the upload URL takes (the mock server's rule: JPEG, PNG, GIF or WebP). */
export function isImageFile(file: Blob): boolean {
  return /^image\/(jpeg|png|gif|webp)$/.test(file.type);
}

/** Where the site's images of a signature are served (the §3 pattern under /media/), for a restored draft. */
export function uploadedPreview(signature: string): string {
  return `/media/${imagePath(signature, '236x')}`;
}

/** The first image file of a drop or a paste, if any. */
export function imageFileOf(data: DataTransfer | null): File | null {
  for (const file of Array.from(data?.files ?? [])) if (file.type.startsWith('image/')) return file;
  return null;
}

/** Gives back the preview's object URL, if any. */
function release(objectUrl: { current: string | null }) {
  if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
  objectUrl.current = null;
}

export function useImageUpload(initialSignature: string | null = null) {
  const api = useApi();
  const [image, setImage] = useState<UploadedImage>(
    initialSignature
      ? { phase: 'succeeded', previewUrl: uploadedPreview(initialSignature), signature: initialSignature }
      : NO_IMAGE,
  );
  const run = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      run.current?.abort();
      release(objectUrl);
    },
    [],
  );

  const upload = useCallback(
    async (file: Blob) => {
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      release(objectUrl);
      const previewUrl = URL.createObjectURL(file);
      objectUrl.current = previewUrl;
      setImage({ phase: 'uploading', previewUrl, signature: null });
      try {
        const { signature } = await uploadImage(api, file, {
          signal: controller.signal,
          onStatus: (status) => {
            if (controller.signal.aborted) return;
            if (status === 'registered' || status === 'processing')
              setImage((now) => ({ ...now, phase: status }));
          },
        });
        if (!controller.signal.aborted) setImage({ phase: 'succeeded', previewUrl, signature });
      } catch {
        if (!controller.signal.aborted) setImage({ phase: 'failed', previewUrl, signature: null });
      }
    },
    [api],
  );

  const clear = useCallback(() => {
    run.current?.abort();
    release(objectUrl);
    setImage(NO_IMAGE);
  }, []);

  return { image, upload, clear };
}
