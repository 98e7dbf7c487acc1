/**
 * Which story shows a machine in a given state, by machine id and dotted state path. The machine
 * diagrams (MachineDiagram) link each listed state to its story, so a designer can click from the
 * chart to the screen in that state; a component page links to its machine through MACHINE_PAGES.
 * Machines.stories.tsx checks that every story named here exists.
 */
export const STATE_STORIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  saveButton: {
    idle: 'pin-card-savebutton--save',
    'newly.confirming': 'pin-card-savebutton--saved-confirmation',
    'newly.settled': 'pin-card-savebutton--saved',
  },
  saveFlow: {
    idle: 'pin-card-savebutton--save',
    saving: 'pin-card-savebutton--saving',
  },
  toast: {
    visible: 'ui-toast--visible',
  },
  carousel: {
    indexHidden: 'ui-carousel--first-slot',
  },
  mobileModal: {
    'open.shown': 'ui-modal--mobile-sheet',
  },
  videoPlayback: {
    default: 'ui-videoplayer--ready',
    failed: 'ui-videoplayer--media-error',
  },
};

/** The machine page of a machine, by its id: the story of Machines/Charts that draws it. */
export const machinePage = (machineId: string): string =>
  `?path=/story/machines-charts--${machineId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
