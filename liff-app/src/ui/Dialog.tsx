import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../components/icons';

let openCount = 0;
let made = 0;

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a modal dialog makes the
 * page inert, but Chromium would still let the focus leave for the browser's own bar.
 */
function keepFocusInside(dialog: HTMLDialogElement, e: { shiftKey: boolean; preventDefault(): void }) {
  const all = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (e.shiftKey && (at === first || at === dialog)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && at === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the platform's <dialog> (showModal): the page behind is inert, so Tab stays inside; Escape
 * and the close button call `onClose`; the focus goes back to what opened it. Rendered into a box of its own at
 * the end of <body>, so a dialog opened from inside another (the slip of a pawn payment) sits on top of it; one
 * box each, since two portals sharing <body> upset each other under Preact. The page behind does not scroll.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  wide = false,
  testId,
  closeLabel = 'ปิด',
}: {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  testId?: string;
  /** The name of the × button. */
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Its own counter rather than useId: under Preact a dialog opened inside another got the same id, and so
  // the other's title as its name.
  const [titleId] = useState(() => `dialog-title-${++made}`);
  const close = useRef(onClose);
  close.current = onClose;
  const [host] = useState(() => document.createElement('div'));
  // Attached before the effect below opens the dialog (showModal needs it in the document).
  useLayoutEffect(() => {
    document.body.appendChild(host);
    return () => host.remove();
  }, [host]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    openCount += 1;
    document.documentElement.classList.add('has-dialog');
    return () => {
      openCount -= 1;
      if (openCount === 0) document.documentElement.classList.remove('has-dialog');
      if (dialog.open) dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      className={`dialog${wide ? ' dialog--wide' : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      // Escape: the platform closes the dialog itself; the screen decides instead (it unmounts this).
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
      // A tap on the backdrop (outside the box) closes, as Escape does.
      onClick={(e) => e.target === e.currentTarget && close.current()}
      onKeyDown={(e) => e.key === 'Tab' && keepFocusInside(e.currentTarget, e)}
    >
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="dialog__close" aria-label={closeLabel} onClick={() => close.current()}>
          <CloseIcon />
        </button>
      </div>
      <div className="dialog__body">{children}</div>
      {footer && <div className="dialog__foot">{footer}</div>}
    </dialog>,
    host,
  );
}
