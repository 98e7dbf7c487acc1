/**
 * Choosing a builder's image: the file picker (a button that opens it), drag and drop onto the
 * area, and paste (the pin builder listens on the page). The upload's phase (§4: uploading, then
 * registered / processing while it is polled, ready or failed) is announced in a status line.
 */
import { Button } from '@tessera/ui';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from '../../shared/form/fields.tsx';
import { CREATE_TEXT } from './createText.ts';
import { imageFileOf, isImageFile, type UploadedImage } from './useImageUpload.ts';

/** The picker is one group of controls (a fieldset, without a fieldset's frame). */
const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Area = styled.div<{ $over: boolean; $invalid: boolean }>`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 220px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 2px dashed
    ${({ theme, $over, $invalid }) => ($invalid ? theme.color.error : $over ? theme.color.text : theme.color.border)};
  background: ${({ theme, $over }) => ($over ? theme.color.secondary : theme.color.surface)};
  text-align: center;
`;

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 320px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  object-fit: contain;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md}px;
  margin: 0;
`;

const Status = styled.p<{ $failed: boolean }>`
  margin: 0;
  min-height: 1.4em;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $failed }) => ($failed ? theme.color.error : theme.color.text)};
`;

export interface ImagePickerProps {
  /** The visible heading of the picker (Image, Page 2 image…). */
  label: string;
  image: UploadedImage;
  onFile: (file: File) => void;
  /** A validation message (no image yet, still uploading). */
  errorMessage?: string | null;
  /** Take an image pasted anywhere on the page (one picker per page does). */
  takesPaste?: boolean;
}

export function ImagePicker({ label, image, onFile, errorMessage, takesPaste = false }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const errorId = useId();
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState(false);

  const take = (file: File | null) => {
    if (!file) return;
    if (!isImageFile(file)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onFile(file);
  };

  useEffect(() => {
    if (!takesPaste) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = imageFileOf(event.clipboardData);
      if (!file) return;
      event.preventDefault();
      take(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(imageFileOf(event.dataTransfer));
  };
  const message = refused ? CREATE_TEXT.notAnImage : errorMessage;
  const phase = image.phase;
  return (
    <Group aria-labelledby={headingId}>
      <Area
        $over={over}
        $invalid={Boolean(message)}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Heading id={headingId}>{label}</Heading>
        {image.previewUrl ? <Preview src={image.previewUrl} alt={CREATE_TEXT.preview} /> : null}
        <Button
          variant="secondary"
          onPress={() => input.current?.click()}
          {...(message ? { 'aria-describedby': errorId } : {})}
        >
          {image.previewUrl ? CREATE_TEXT.changeImage : CREATE_TEXT.chooseImage}
        </Button>
        <FieldHint as="p">{over ? CREATE_TEXT.dropHere : CREATE_TEXT.dropHint}</FieldHint>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          tabIndex={-1}
          aria-label={label}
          onChange={(event) => {
            take(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <Status role="status" $failed={phase === 'failed'}>
          {phase ? CREATE_TEXT.uploadStatus[phase] : ''}
        </Status>
        {message ? (
          <FieldError as="p" id={errorId}>
            {message}
          </FieldError>
        ) : null}
      </Area>
    </Group>
  );
}
