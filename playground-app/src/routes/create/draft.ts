/**
 * The pin builder's draft, kept in localStorage per viewer so it survives a reload: the fields
 * always, the image once uploaded (its signature). Storage that fails (private mode, full, blocked)
 * is logged to the console and reads as no draft (§8 storage access failure), never breaking the page.
 */

export interface PinDraft {
  title: string;
  description: string;
  link: string;
  boardId: string;
  sectionId: string;
  signature: string | null;
}

export const EMPTY_DRAFT: PinDraft = {
  title: '',
  description: '',
  link: '',
  boardId: '',
  sectionId: '',
  signature: null,
};

export const draftKey = (viewerId: string) => `tessera.pinDraft.${viewerId}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readDraft(viewerId: string): PinDraft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(viewerId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Record<string, unknown>;
    return {
      title: text(stored.title),
      description: text(stored.description),
      link: text(stored.link),
      boardId: text(stored.boardId),
      sectionId: text(stored.sectionId),
      signature: typeof stored.signature === 'string' && stored.signature ? stored.signature : null,
    };
  } catch (error) {
    console.warn('The pin draft could not be read.', error);
    return null;
  }
}

export function isEmptyDraft(draft: PinDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as (keyof PinDraft)[]).every((key) => !draft[key]);
}

export function writeDraft(viewerId: string, draft: PinDraft): void {
  try {
    if (isEmptyDraft(draft)) window.localStorage.removeItem(draftKey(viewerId));
    else window.localStorage.setItem(draftKey(viewerId), JSON.stringify(draft));
  } catch (error) {
    console.warn('The pin draft could not be kept.', error);
  }
}

export function clearDraft(viewerId: string): void {
  try {
    window.localStorage.removeItem(draftKey(viewerId));
  } catch (error) {
    console.warn('The pin draft could not be cleared.', error);
  }
}
