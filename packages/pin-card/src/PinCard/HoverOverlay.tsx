import { labels } from '@tessera/model';
import { ButtonLink, Icon, IconButton } from '@tessera/ui';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { BelowSave, Corner, DomainLink, Overlay, UpsellMark } from './PinCard.styles.ts';

export interface HoverOverlayProps {
  visible: boolean;
  /** The closeup of the pin (§2 /pin/{id}/). */
  openHref: string;
  /** The Save button (top end corner); null when primary content is hidden (§4). */
  save: ReactNode;
  /** The source-domain link (§2), text cut to 12 (§5); null when the pin has no safe outbound link. */
  domain: {
    href: string;
    text: string;
    onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
    onContextMenu?: (event: MouseEvent<HTMLAnchorElement>) => void;
  } | null;
  /** Send (§2), for logged-in viewers; absent: no Send. */
  onSend?: (() => void) | undefined;
  /** The options button (ellipsis): the context menu, or the sign-up upsell for logged-out viewers. */
  options?: ReactNode;
  /** Hide Save, Send, domain and options (§4: deleted story pins and some surfaces); Open stays. */
  hideContent?: boolean;
  /** Keep the bottom corners above a carousel's dots. */
  raiseBottom?: boolean;
  /** Mark Send with the app icon (§2 share button with optional app-upsell icon). */
  sendUpsellIcon?: boolean;
  /** An element under Save in its corner, for what must not sit under Save (a carousel's position badge). */
  belowSaveRef?: Ref<HTMLDivElement>;
}

/**
 * The hover overlay (§2 "hover overlay with Open, Save, Send, source-domain link and options
 * button"): the §9 wash, Open at the top start, Save at the top end, the source domain at the bottom
 * start, Send and options at the bottom end. Its controls stay in the DOM and the tab order when it
 * is hidden, so a keyboard user reaches them; focusing one shows the overlay (focus within the card).
 */
export function HoverOverlay({
  visible,
  openHref,
  save,
  domain,
  onSend,
  options,
  hideContent = false,
  raiseBottom = false,
  sendUpsellIcon = false,
  belowSaveRef,
}: HoverOverlayProps) {
  return (
    <>
      <Overlay $visible={visible} data-testid="pin-overlay" data-visible={visible} />
      <Corner $visible={visible} $corner="top-start">
        <ButtonLink href={openHref} variant="secondary" size="sm">
          {labels.open}
        </ButtonLink>
      </Corner>
      {hideContent ? null : (
        <>
          {save ? (
            <Corner $visible={visible} $corner="top-end" $stacked>
              {save}
              {belowSaveRef ? <BelowSave ref={belowSaveRef} /> : null}
            </Corner>
          ) : null}
          {domain ? (
            <Corner $visible={visible} $corner="bottom-start" $raised={raiseBottom}>
              {/* A web address reads left to right in every language: dir keeps its dot and the
                  cut's ellipsis at the right ends in a right-to-left page. */}
              <DomainLink
                dir="ltr"
                href={domain.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={domain.onClick}
                onContextMenu={domain.onContextMenu}
              >
                {domain.text}
              </DomainLink>
            </Corner>
          ) : null}
          {onSend || options ? (
            <Corner $visible={visible} $corner="bottom-end" $raised={raiseBottom}>
              {onSend ? (
                <UpsellMark>
                  <IconButton icon="share" accessibilityLabel={labels.send} size="sm" onPress={onSend} />
                  {sendUpsellIcon ? (
                    <span className="app-icon" data-testid="send-app-icon">
                      <Icon name="mobile" size={10} />
                    </span>
                  ) : null}
                </UpsellMark>
              ) : null}
              {options}
            </Corner>
          ) : null}
        </>
      )}
    </>
  );
}
