/**
 * §2 builders /story-pin-builder and /idea-pin-builder: one story (idea) pin builder. Logged out
 * (or a bot), the page asks to log in.
 */
import { builderPage } from '../builderPage.tsx';
import { CREATE_TEXT } from '../createText.ts';
import { StoryBuilder } from '../StoryBuilder.tsx';

export const { handle, loader, Component } = builderPage(
  CREATE_TEXT.storyTitle,
  CREATE_TEXT.storyHeading,
  StoryBuilder,
);
