import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ServerHtml } from '../../lib/server-html.tsx';

/** Desktop menus open on hover after this delay. */
export const HOVER_DELAY_MS = 200;

/**
 * A menu button with a panel. A mouse opens it by hovering for 200 ms; touch, pen and keyboard
 * open it by pressing the button. Escape, a click elsewhere, moving the focus out and a route
 * change close it. With a `cacheKey`, the panel's content depends only on that key: the server
 * renders it once per key and reuses the HTML (decision 063).
 */
export function Dropdown({
  label,
  className = '',
  cacheKey = null,
  children,
}: {
  label: ReactNode;
  className?: string;
  cacheKey?: string | null;
  children: ReactNode;
}) {
  const id = useId();
  const location = useLocation();
  // Open on one page only: a route change closes the menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenOn((current) => {
      const next = typeof value === 'function' ? value(current === location.pathname) : value;
      return next ? location.pathname : null;
    });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className={`dropdown ${className}${open ? ' is-open' : ''}`}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(true), HOVER_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(timer.current);
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it: an open panel would cover what the focus moved to.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
      >
        {label}
      </button>
      <ServerHtml as="div" id={id} className="dropdown__panel" hidden={!open} cacheKey={cacheKey}>
        {children}
      </ServerHtml>
    </div>
  );
}
