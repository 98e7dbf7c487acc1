/**
 * §2 builders /pin-builder, /pin-creation-tool, /pin/create/ and /pin-editor: one pin builder
 * (PinBuilder). Logged out (or a bot), the page asks to log in.
 */
import { builderPage } from '../builderPage.tsx';
import { CREATE_TEXT } from '../createText.ts';
import { PinBuilder } from '../PinBuilder.tsx';

export const { handle, loader, Component } = builderPage(
  CREATE_TEXT.pinTitle,
  CREATE_TEXT.pinHeading,
  PinBuilder,
);
