import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While a modal is open the rest of the page is inert (no focus, no clicks, hidden from
 * assistive technology) and does not scroll; both are undone on close.
 */
function isolate(host: HTMLElement): () => void {
  const { body } = document;
  const madeInert = [...body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element !== host && !element.hasAttribute('inert'),
  );
  for (const element of madeInert) element.setAttribute('inert', '');
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from jumping sideways where the scroll bar takes room (desktop browsers).
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/**
 * A side sheet over the whole viewport: rendered into document.body (never inside a sticky or
 * filtered ancestor that would become the containing block of `position: fixed`), with modal
 * dialog semantics. Escape and a tap on the overlay close it; Tab stays inside; the page
 * behind neither scrolls nor takes focus; on close, focus returns to `returnFocus`.
 */
export function Drawer({
  open,
  onClose,
  label,
  returnFocus,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  /** The control that opened the drawer. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Extra classes for the full-screen layer (e.g. `lg:hidden`). */
  className?: string;
  children: ReactNode;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Read in the effects below without re-running them when the parent passes a new function.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const host = hostRef.current;
    const panel = panelRef.current;
    if (!host || !panel) return;
    const opener = returnFocus?.current ?? (document.activeElement as HTMLElement | null);
    const restore = isolate(host);
    (focusablesIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore();
      opener?.focus();
    };
  }, [open, returnFocus]);

  if (!open) return null;
  return createPortal(
    <div ref={hostRef} className={`fixed inset-0 z-50 ${className}`} data-testid="drawer">
      <div
        aria-hidden="true"
        data-testid="drawer-overlay"
        className="absolute inset-0 bg-black/50 motion-safe:animate-fade-in"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex h-full w-80 max-w-[85vw] flex-col overflow-y-auto overscroll-contain bg-surface text-text shadow-card outline-none motion-safe:animate-drawer-in"
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
