/**
 * The board and section pages (§2): the header, the sections row (board), the grid on the shared
 * PinGrid (BaseBoardPinGrid), the board's "More ideas" tab (BoardMoreIdeasTabContent) and the
 * owner's organise mode. Someone else's secret board shows the secret-board message.
 */
import { type Page, useApi } from '@tessera/api';
import { buildPath, gridTitle, type Pin } from '@tessera/model';
import { Button, ButtonLink, Tabs } from '@tessera/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { MessagePage } from '../../shared/MessagePage.ts';
import { type GridSelection, PinGrid } from '../../shared/PinGrid.tsx';
import { PlacementBanner } from '../../shared/PlacementBanner.tsx';
import { BoardHeader, BoardSections } from './BoardHeader.tsx';
import { BOARD_TEXT, type BoardData, type SecretBoardData, type SectionData } from './boardData.ts';
import { BOARD_EDIT_TEXT } from './edit/boardEditText.ts';
import { InviteBanner } from './InviteBanner.tsx';
import { moreIdeasFetcher } from './moreIdeas.ts';
import { OrganiseBar } from './OrganiseBar.tsx';
import { useOrganise } from './useOrganise.ts';

const Empty = styled.div`
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
`;

const TabsBox = styled.div`
  padding: 0 ${({ theme }) => theme.space[4]}px;
  [role='tablist'] {
    margin-bottom: ${({ theme }) => theme.space[4]}px;
  }
`;

/** Someone else's secret board (the server's 403): what it is, not a generic error. */
export function SecretBoard({ data }: { data: SecretBoardData }) {
  return (
    <MessagePage>
      <h1>{BOARD_TEXT.secretHeading}</h1>
      <p>{BOARD_TEXT.secretBody(data.username)}</p>
    </MessagePage>
  );
}

const pinLabel = (pin: Pin) => gridTitle(pin) || pin.description?.slice(0, 80) || `Pin ${pin.id}`;

/** The header, the sections, and the pins of the board or section, with organise mode for the owner. */
function BoardView({
  data,
  username,
  slug,
}: {
  data: BoardData | SectionData;
  username: string;
  slug: string;
}) {
  const api = useApi();
  const { board } = data;
  const section = data.kind === 'section' ? data.section : undefined;
  const [tab, setTab] = useState('pins');
  const organise = useOrganise({ boardId: board.id, ...(section ? { sectionId: section.id } : {}) });
  const fetchPage = useCallback(
    (bookmark: string | null): Promise<Page<Pin>> =>
      section
        ? api.getSectionFeed({ section_id: section.id }, bookmark)
        : api.getBoardFeed({ board_id: board.id }, bookmark),
    [api, board.id, section],
  );
  const selection: GridSelection | undefined = organise.active
    ? { selected: organise.selected, onToggle: organise.toggle, label: pinLabel }
    : undefined;
  const known = (section ? section.pin_count : board.pin_count) ?? 0;
  const pinCount = Math.max(0, known - organise.removed.size);
  const name = section ? section.title : board.name;
  const grid = (
    <>
      {organise.active ? (
        <OrganiseBar organise={organise} boardId={board.id} {...(section ? { sectionId: section.id } : {})} />
      ) : null}
      <PinGrid
        surface="BaseBoardPinGrid"
        ariaLabel={`Pins of ${name}`}
        feedKey={section ? `section:${section.id}` : `board:${board.id}`}
        fetchPage={fetchPage}
        hiddenIds={organise.removed}
        onItems={organise.setPins}
        {...(selection ? { selection } : {})}
        emptyState={
          <Empty>
            <h2>{BOARD_TEXT.empty}</h2>
            <p>{section ? BOARD_TEXT.emptySection : BOARD_TEXT.emptyBody}</p>
          </Empty>
        }
      />
    </>
  );
  return (
    <>
      {data.invite ? <InviteBanner invite={data.invite} /> : null}
      {board.is_owner ? <PlacementBanner anchor="BoardTools" /> : null}
      <BoardHeader
        data={data}
        username={username}
        slug={slug}
        {...(section ? { section } : {})}
        pinCount={pinCount}
      >
        {board.is_owner && !organise.active && tab === 'pins' ? (
          <Button variant="secondary" onPress={organise.start}>
            Organise
          </Button>
        ) : null}
        {board.is_owner || board.collaborated_by_me ? (
          <ButtonLink
            href={
              section
                ? buildPath('boardSectionEdit', { id: section.id })
                : buildPath('boardEdit', { id: board.id })
            }
          >
            {section ? BOARD_EDIT_TEXT.editSection : BOARD_EDIT_TEXT.editBoard}
          </ButtonLink>
        ) : null}
      </BoardHeader>
      {data.kind === 'board' ? (
        <>
          <BoardSections sections={data.sections} username={username} slug={slug} />
          <TabsBox>
            <Tabs
              align="center"
              accessibilityLabel="Board"
              selectedId={tab}
              onChange={({ id }) => {
                setTab(id);
                organise.stop();
              }}
              tabs={[
                { id: 'pins', label: 'Pins', panel: grid },
                { id: 'more', label: 'More ideas', panel: <MoreIdeas data={data} /> },
              ]}
            />
          </TabsBox>
        </>
      ) : (
        grid
      )}
    </>
  );
}

function MoreIdeas({ data }: { data: BoardData }) {
  const api = useApi();
  const seen = useRef(new Set<string>()).current;
  const boardId = data.board.id;
  const fetchPage = useMemo(
    () => moreIdeasFetcher(api, () => api.getBoardFeed({ board_id: boardId }), seen),
    [api, boardId, seen],
  );
  const onItems = useCallback(
    (pins: readonly Pin[]) => {
      for (const pin of pins) seen.add(pin.id);
    },
    [seen],
  );
  return (
    <PinGrid
      surface="BoardMoreIdeasTabContent"
      ariaLabel={`More ideas for ${data.board.name}`}
      feedKey={`more-ideas:${boardId}`}
      fetchPage={fetchPage}
      onItems={onItems}
      emptyState={<p>{BOARD_TEXT.moreIdeasEmpty}</p>}
    />
  );
}

export function BoardPage({ data, username, slug }: { data: BoardData; username: string; slug: string }) {
  return <BoardView data={data} username={username} slug={slug} />;
}

export function SectionPage({ data, username, slug }: { data: SectionData; username: string; slug: string }) {
  return <BoardView data={data} username={username} slug={slug} />;
}
