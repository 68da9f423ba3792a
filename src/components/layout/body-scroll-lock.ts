/**
 * Keeps the page behind an open panel from scrolling. The scrollbar's width moves to the body's
 * padding, so the page does not jump sideways when the bar disappears. Returns the unlock.
 */
export function lockBodyScroll(doc: Document = document): () => void {
  const body = doc.body;
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
  const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = before.overflow;
    body.style.paddingRight = before.paddingRight;
  };
}
