/**
 * §2 the debug panel: with a deb_ query parameter, for a logged-in employee or a visitor on the
 * internal network (the server says, /v3/network/), what the site knows of this page — the route as
 * the model parses it, its logged-out page class and landing-page type, the visitor, the deb_
 * parameters and the placements. Loaded only when a deb_ parameter is there.
 */
import { useApi } from '@tessera/api';
import { debugPanelVisible, landingPageType, loggedOutPageClass, parseRoute } from '@tessera/model';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { usePlacements } from '../placements.ts';
import { useSession } from '../session.ts';
import { DEBUG_TEXT } from './debugText.ts';

const Panel = styled.section`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space[3]}px;
  inset-block-end: ${({ theme }) => theme.space[3]}px;
  z-index: ${({ theme }) => theme.zIndex.popover};
  max-inline-size: min(420px, calc(100vw - ${({ theme }) => theme.space[6]}px));
  max-block-size: 60vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 2px 12px rgb(0 0 0 / 25%);
  font-size: ${({ theme }) => theme.font.size.sm}px;
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    min-block-size: 24px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
    margin: ${({ theme }) => theme.space[2]}px 0 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ui-monospace, monospace;
  }
`;

/** Whether this visitor may see the panel: an employee at once, else as the server says. */
function useAllowed(): { employee: boolean; internalNetwork: boolean } {
  const api = useApi();
  const { viewer } = useSession();
  const employee = viewer?.is_employee === true;
  const [internalNetwork, setInternalNetwork] = useState(false);
  useEffect(() => {
    if (employee) return;
    let live = true;
    api.getNetwork().then(
      (answer) => live && setInternalNetwork(answer.internal_network),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, employee]);
  return { employee, internalNetwork };
}

export default function DebugPanel() {
  const location = useLocation();
  const { viewer, visitor } = useSession();
  const placements = usePlacements();
  const allowed = useAllowed();
  const route = parseRoute(`${location.pathname}${location.search}${location.hash}`);
  const query = route?.query ?? {};
  if (!debugPanelVisible({ query, ...allowed })) return null;
  const debugParams = Object.entries(query).filter(([key]) => key.startsWith('deb_'));
  const rows: [string, string][] = [
    [DEBUG_TEXT.shownFor, allowed.employee ? DEBUG_TEXT.employee : DEBUG_TEXT.internalNetwork],
    [DEBUG_TEXT.route, route ? route.name : DEBUG_TEXT.none],
    [DEBUG_TEXT.params, route ? JSON.stringify(route.params) : DEBUG_TEXT.none],
    [DEBUG_TEXT.pageClass, loggedOutPageClass(route)],
    [DEBUG_TEXT.landingPageType, landingPageType(route, viewer?.username) ?? DEBUG_TEXT.none],
    [DEBUG_TEXT.visitor, visitor],
    [DEBUG_TEXT.viewer, viewer ? `${viewer.username} (${viewer.id})` : DEBUG_TEXT.none],
    [DEBUG_TEXT.debugParams, debugParams.map(([key, value]) => `${key}=${value}`).join(', ')],
    [
      DEBUG_TEXT.placements,
      Object.entries(placements ?? {})
        .filter(([, experience]) => experience.type !== 0)
        .map(([id, experience]) =>
          `${id}:${experience.experience_id} ${experience.display_data?.anchor ?? ''}`.trim(),
        )
        .join(', ') || DEBUG_TEXT.none,
    ],
  ];
  return (
    <Panel aria-label={DEBUG_TEXT.heading}>
      <details open>
        <summary>{DEBUG_TEXT.heading}</summary>
        <dl>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </Panel>
  );
}
