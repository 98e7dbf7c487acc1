import {
  ArgTypes,
  Canvas,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { ComponentType } from 'react';

/**
 * What a designer reads before the examples, set by a story file as `parameters.guidelines`.
 * Markdown in every string.
 */
export interface Guidelines {
  /** When to use it (and when something else fits better). */
  whenToUse: string;
  /** The states a person can see, in order. */
  states?: string[];
  do: string[];
  dont: string[];
  /** Keyboard, what is announced, accessible names. */
  accessibility?: string[];
  /** Other components to look at, as `[Name](?path=/docs/…)` links. */
  related?: string[];
  /**
   * The component whose props the page lists, when the stories render it through a wrapper of
   * their own (the meta's `component` is then the wrapper); null on a pattern page that shows
   * several components at work (no props table: the component's own page has it).
   */
  propsOf?: ComponentType<never> | null;
}

/**
 * How a docs page shows its examples, `parameters.framedInDocs`: inline (default) or each in a frame
 * of its own. Inline examples share one document, one mock backend and one scroll position, so
 * examples that answer the backend differently (a page story's failing call), cover the page (a
 * modal) or render what is in the window (a virtualised grid far down the page renders nothing) are
 * framed. The Pages/ stories are whole screens: framed unless they say otherwise.
 */
function isFramed(title: string, parameters: { framedInDocs?: boolean }): boolean {
  return parameters.framedInDocs ?? title.startsWith('Pages/');
}

/** The height of a framed example: a desktop screen (VIEWPORTS.desktop in preview.tsx) unless it says. */
const FRAME_HEIGHT = '800px';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The guidelines of the component's docs page. */
    guidelines?: Guidelines;
    /** Show each example of the docs page in a frame of its own (see isFramed). */
    framedInDocs?: boolean;
  }
}

function list(items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/**
 * The autodocs page of every component, examples first (issue 31): the title, the headline example
 * (the file's first story), the description, the other examples in file order, then the guidance
 * for designers (when to use, states, do / don't, accessibility, related) and last the props
 * (read-only: the Controls panel of a story edits them; none on a pattern page).
 */
export function DocsPage() {
  const { preparedMeta, csfFile } = useOf('meta', ['meta']);
  const framed = isFramed(preparedMeta.title, preparedMeta.parameters);
  // The stories in the order the file declares them.
  const exportOrder = Object.values(csfFile.moduleExports);
  const frameHeight =
    (preparedMeta.parameters.docs as { story?: { height?: string } } | undefined)?.story?.height ??
    FRAME_HEIGHT;
  const guidelines = preparedMeta.parameters.guidelines;
  const stories = Object.values(csfFile.stories)
    .filter((story) => !story.tags?.includes('!autodocs'))
    .sort((a, b) => exportOrder.indexOf(a.moduleExport) - exportOrder.indexOf(b.moduleExport));
  const [headline, ...variants] = stories;
  return (
    <>
      <Title />
      {framed ? (
        headline ? (
          <Canvas of={headline.moduleExport} story={{ inline: false, height: frameHeight }} />
        ) : null
      ) : (
        <Primary />
      )}
      <Subtitle />
      <Description of="meta" />
      {framed ? (
        variants.length ? (
          <>
            <Heading>Examples</Heading>
            {variants.map((story) => (
              <section key={story.id}>
                <Heading>{story.name ?? story.id}</Heading>
                <Canvas of={story.moduleExport} story={{ inline: false, height: frameHeight }} />
              </section>
            ))}
          </>
        ) : null
      ) : (
        <Stories title="Examples" includePrimary={false} />
      )}
      {guidelines ? (
        <>
          <Heading>When to use</Heading>
          <Markdown>{guidelines.whenToUse}</Markdown>
          {guidelines.states ? (
            <>
              <Heading>States</Heading>
              <Markdown>{list(guidelines.states)}</Markdown>
            </>
          ) : null}
          <Heading>Do</Heading>
          <Markdown>{list(guidelines.do)}</Markdown>
          <Heading>Don’t</Heading>
          <Markdown>{list(guidelines.dont)}</Markdown>
          {guidelines.accessibility ? (
            <>
              <Heading>Accessibility</Heading>
              <Markdown>{list(guidelines.accessibility)}</Markdown>
            </>
          ) : null}
          {guidelines.related ? (
            <>
              <Heading>Related</Heading>
              <Markdown>{list(guidelines.related)}</Markdown>
            </>
          ) : null}
        </>
      ) : null}
      {guidelines?.propsOf === null ? null : (
        <>
          <Heading>Props</Heading>
          {guidelines?.propsOf ? <ArgTypes of={guidelines.propsOf} /> : <ArgTypes />}
        </>
      )}
    </>
  );
}
