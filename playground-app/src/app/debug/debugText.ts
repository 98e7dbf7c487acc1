/** The debug panel's words (§2 names the panel only: ours), with no runtime imports (e2e reads them). */
export const DEBUG_TEXT = {
  heading: 'Debug',
  shownFor: 'Shown for',
  employee: 'an employee',
  internalNetwork: 'the internal network',
  route: 'Route',
  params: 'Params',
  pageClass: 'Page class',
  landingPageType: 'Landing page type',
  visitor: 'Visitor',
  viewer: 'Viewer',
  debugParams: 'deb_ parameters',
  placements: 'Placements',
  none: '—',
} as const;
