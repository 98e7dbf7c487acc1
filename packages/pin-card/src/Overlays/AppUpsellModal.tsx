import { Button, Modal, Text } from '@tessera/ui';

/** The app upsell's words: the spec shows the modal and the icon (§2, §6) but no text; ours. */
export const APP_UPSELL_TEXT = {
  heading: 'Get the app',
  body: 'See more ideas like this one, faster, in the app.',
  openApp: 'Open the app',
  notNow: 'Not now',
} as const;

export interface AppUpsellModalProps {
  isOpen: boolean;
  onOpenApp: () => void;
  /** Not now, Escape or the close button: the upsell is closed and the click goes on (e.g. to the closeup). */
  onDismiss: () => void;
}

/** The app-upsell modal (§2; shown to logged-out visitors on an image click when the §5 gate allows). */
export function AppUpsellModal({ isOpen, onOpenApp, onDismiss }: AppUpsellModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onDismiss={onDismiss}
      heading={APP_UPSELL_TEXT.heading}
      size="sm"
      data-testid="app-upsell"
      footer={
        <>
          <Button variant="secondary" onPress={onDismiss}>
            {APP_UPSELL_TEXT.notNow}
          </Button>
          <Button variant="primary" onPress={onOpenApp}>
            {APP_UPSELL_TEXT.openApp}
          </Button>
        </>
      }
    >
      <Text>{APP_UPSELL_TEXT.body}</Text>
    </Modal>
  );
}
