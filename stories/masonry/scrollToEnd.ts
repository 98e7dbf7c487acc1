/**
 * Scrolls the page to its end and waits until the grid has looked at where it now stands: the scroll
 * event (if the page moved), then the frame after the one in which the grid checks it (load-more
 * checks in an animation frame it asks for from its scroll listener, which runs before this one's).
 * The masonry stories' way to prove that nothing more is loaded after the end, without a sleep.
 */
export async function scrollToEnd(): Promise<void> {
  const done = new AbortController();
  const scrolled = new Promise((resolve) =>
    window.addEventListener('scroll', resolve, { once: true, signal: done.signal }),
  );
  const before = window.scrollY;
  window.scrollTo(0, document.documentElement.scrollHeight);
  if (window.scrollY !== before) await scrolled;
  done.abort();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
