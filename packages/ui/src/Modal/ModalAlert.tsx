import { labels, messages } from '@tessera/model';
import type { ReactNode } from 'react';
import { Flex } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Text } from '../Text/Text.tsx';
import { Modal, type ModalLayout } from './Modal.tsx';

export interface ModalAlertProps {
  isOpen: boolean;
  onDismiss: () => void;
  heading: string;
  children?: ReactNode;
  /** The answer button (e.g. Okay); pressing it runs onPress, which usually closes the alert. */
  primaryAction: { label: string; onPress: () => void };
  secondaryAction?: { label: string; onPress: () => void };
  layout?: ModalLayout;
}

/**
 * An alert dialog (role="alertdialog"): an interruption that needs an answer. Focus goes to the
 * dialog, Escape dismisses, a mask tap does not (the answer is the way out).
 */
export function ModalAlert({
  isOpen,
  onDismiss,
  heading,
  children,
  primaryAction,
  secondaryAction,
  layout,
}: ModalAlertProps) {
  return (
    <Modal
      isOpen={isOpen}
      onDismiss={onDismiss}
      heading={heading}
      role="alertdialog"
      size="sm"
      closeOnMaskTap={false}
      showCloseButton={false}
      {...(layout ? { layout } : {})}
      footer={
        <>
          {secondaryAction ? (
            <Button variant="secondary" onPress={secondaryAction.onPress}>
              {secondaryAction.label}
            </Button>
          ) : null}
          <Button variant="primary" onPress={primaryAction.onPress}>
            {primaryAction.label}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

export interface BlockedLinkAlertProps {
  isOpen: boolean;
  onDismiss: () => void;
  /** The server's message from the spam check reply (§7 `message`). */
  serverMessage: string;
  /** The blocked hostname, shown so the person knows which site it was. */
  hostname: string;
  /** The spam policy page behind "Learn more" (the spec does not give its address). */
  learnMoreHref: string;
  layout?: ModalLayout;
}

/**
 * The §8 spam blocked modal: heading "Heads up!", label "We have blocked this link", the server
 * message with a Learn more link to the spam policy, the blocked hostname, and Okay to dismiss.
 */
export function BlockedLinkAlert({
  isOpen,
  onDismiss,
  serverMessage,
  hostname,
  learnMoreHref,
  layout,
}: BlockedLinkAlertProps) {
  return (
    <ModalAlert
      isOpen={isOpen}
      onDismiss={onDismiss}
      heading={messages.spamHeading}
      primaryAction={{ label: labels.okay, onPress: onDismiss }}
      {...(layout ? { layout } : {})}
    >
      <Flex direction="column" gap={2}>
        <Text weight="bold">{messages.spamBlockedLabel}</Text>
        <Text>
          {serverMessage}{' '}
          <Link href={learnMoreHref} target="_blank" underline="always">
            {messages.learnMore}
          </Link>
        </Text>
        <Text color="subtle" data-testid="blocked-hostname">
          {hostname}
        </Text>
      </Flex>
    </ModalAlert>
  );
}
