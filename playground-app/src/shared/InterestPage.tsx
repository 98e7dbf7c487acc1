/**
 * The frame of the ideas and videos pages (§2 /ideas, /ideas/{interest}/{id}, /videos/,
 * /videos/{category}/{id}): the heading, the links to the pages next to this one, then the page
 * (a hub's interests, then its grid). InterestLinks is the hubs' list of interests, each a link.
 */
import type { Topic } from '@tessera/api';
import { ButtonLink } from '@tessera/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Notice } from './Notice.ts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding-block: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[6]}px;
  h1,
  h2 {
    margin: 0;
    padding-inline: ${({ theme }) => theme.space[4]}px;
    text-align: center;
    overflow-wrap: anywhere;
  }
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

const LinkRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: 960px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  list-style: none;
`;

export interface PageLink {
  /** The link's text (its accessible name). */
  text: string;
  href: string;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** Links as a centred row of small buttons, in a list (named `label` when given). */
function Links({ label, links }: { label?: string; links: readonly PageLink[] }) {
  return (
    <LinkRow {...(label ? { 'aria-label': label } : {})}>
      {links.map((link) => (
        <li key={link.href}>
          <ButtonLink href={link.href} size="sm">
            {link.text}
          </ButtonLink>
        </li>
      ))}
    </LinkRow>
  );
}

export interface InterestPageProps {
  heading: string;
  /** The pages next to this one (e.g. All ideas, this interest's videos), in a nav named `linksLabel`. */
  links: readonly PageLink[];
  linksLabel: string;
  children: ReactNode;
}

export function InterestPage({ heading, links, linksLabel, children }: InterestPageProps) {
  return (
    <Wrapper>
      <h1>{heading}</h1>
      <nav aria-label={linksLabel}>
        <Links links={links} />
      </nav>
      {children}
    </Wrapper>
  );
}

export interface InterestLinksProps {
  /** The list's heading and name (e.g. Browse by interest). */
  label: string;
  interests: readonly Topic[];
  /** Where an interest's link goes (its ideas or its videos). */
  pathOf: (interest: Topic) => string;
  /** Said when there are no interests. */
  empty: string;
}

/** A hub's interests, each a link to its page, under a heading. */
export function InterestLinks({ label, interests, pathOf, empty }: InterestLinksProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {interests.length === 0 ? (
        <Notice>{empty}</Notice>
      ) : (
        <Links
          label={label}
          links={interests.map((interest) => ({ text: interest.name, href: pathOf(interest) }))}
        />
      )}
    </Section>
  );
}
