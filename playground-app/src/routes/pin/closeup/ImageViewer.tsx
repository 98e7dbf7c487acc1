/**
 * §2 the image viewer: the hash #imgViewer on a closeup shows the pin's image at its largest (the
 * original, except for bots, §6) in a modal. "View image" adds the hash (a history entry, so Back
 * closes it); closing removes it.
 */
import { includesOriginalImage, type Pin, type VisitorType } from '@tessera/model';
import { pinAltText } from '@tessera/pin-card';
import { Button, Modal } from '@tessera/ui';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { IMAGE_VIEWER_TEXT } from './imageViewerText.ts';

export const IMAGE_VIEWER_HASH = '#imgViewer';

export { IMAGE_VIEWER_TEXT };

/**
 * Both sizes auto under both limits: the browser keeps the picture's ratio while it fits the modal's
 * width and 75vh (issue 30: a fixed width from the width attribute with only the height limited
 * squashed a tall pin, its circles became ellipses).
 */
const Large = styled.img`
  display: block;
  inline-size: auto;
  block-size: auto;
  max-inline-size: 100%;
  max-block-size: 75vh;
  margin-inline: auto;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm}px;
`;

/** The largest image of the pin the visitor may get. */
export function largestImage(pin: Pin, visitor: VisitorType) {
  const { images } = pin;
  return (
    (includesOriginalImage(visitor) ? images.orig : undefined) ??
    images['736x'] ??
    images['564x'] ??
    images['474x'] ??
    images['236x']
  );
}

export function ImageViewer({ pin, visitor, title }: { pin: Pin; visitor: VisitorType; title: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const image = largestImage(pin, visitor);
  if (!image) return null;
  const open = location.hash === IMAGE_VIEWER_HASH;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => void navigate({ hash: IMAGE_VIEWER_HASH }, { preventScrollReset: true })}
      >
        {IMAGE_VIEWER_TEXT.open}
      </Button>
      <Modal
        isOpen={open}
        onDismiss={() =>
          void navigate({ pathname: location.pathname, search: location.search }, { replace: true })
        }
        heading={title || IMAGE_VIEWER_TEXT.heading}
        size="lg"
      >
        <Large src={image.url} width={image.width} height={image.height} alt={pinAltText(pin, title)} />
      </Modal>
    </>
  );
}
