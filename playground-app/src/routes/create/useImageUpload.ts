/**
 * One image's upload (§4 Upload, §7 VIPResource) for a builder, driven by the upload machine
 * (upload.ts: create, multipart POST, then a read every 5000 ms while registered or processing):
 * the phase a person sees and the signature are the machine's, beside a preview of the chosen file.
 * Each file runs its own actor; choosing another file, clearing, or leaving stops the one in flight.
 */
import { useApi } from '@tessera/api';
import { imagePath } from '@tessera/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import type { UploadPhase } from './createText.ts';
import { apiUploadMachine, uploadPhase } from './upload.ts';

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
  const run = useRef<Actor<ReturnType<typeof apiUploadMachine>> | null>(null);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      run.current?.stop();
      release(objectUrl);
    },
    [],
  );

  const upload = useCallback(
    (file: Blob) => {
      run.current?.stop();
      release(objectUrl);
      const previewUrl = URL.createObjectURL(file);
      objectUrl.current = previewUrl;
      const actor = createActor(apiUploadMachine(api));
      run.current = actor;
      // A stopped actor reports nothing more: an abandoned upload never overwrites the next one.
      actor.subscribe((snapshot) => {
        const next = { phase: uploadPhase(snapshot), previewUrl, signature: snapshot.context.signature };
        setImage((now) =>
          now.phase === next.phase && now.previewUrl === previewUrl && now.signature === next.signature
            ? now
            : next,
        );
      });
      actor.start();
      actor.send({ type: 'UPLOAD', file });
    },
    [api],
  );

  const clear = useCallback(() => {
    run.current?.stop();
    run.current = null;
    release(objectUrl);
    setImage(NO_IMAGE);
  }, []);

  return { image, upload, clear };
}
