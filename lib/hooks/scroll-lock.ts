/**
 * Page scroll lock shared by every overlay (mobile menu, modals). Counted, so a modal opened from
 * the menu keeps the page locked while the menu closes underneath it.
 */
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // Keep the layout from jumping when the scrollbar disappears (desktop browsers).
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
    }
  };
}
