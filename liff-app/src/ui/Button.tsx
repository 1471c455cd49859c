import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'line' | 'link';

interface Look {
  variant?: ButtonVariant;
  /** The whole width of its box. */
  block?: boolean;
  large?: boolean;
  /** A form's send button: the whole width on a phone, its own width from 768 px. */
  submit?: boolean;
  className?: string;
}

/** The classes of a button's look, for the few places that draw one themselves (a label over a file input). */
export function buttonClass({ variant = 'primary', block, large, submit, className }: Look): string {
  return ['btn', `btn--${variant}`, block && 'btn--block', large && 'btn--large', submit && 'btn--submit', className]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button. `busy` disables it and shows a spinner while what it started is on its way (a second tap does
 * nothing); `type` is 'button' unless said, so a button inside a form never sends it by accident.
 */
export function Button({
  variant,
  block,
  large,
  submit,
  className,
  busy = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, block, large, submit, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size="small" label={null} />}
      {children}
    </button>
  );
}

/**
 * A link that looks like a button: a page of the app (wouter's Link), or with `external` another site, opened
 * in a new tab (LINE, Facebook).
 */
export function LinkButton({
  href,
  external = false,
  variant,
  block,
  large,
  className,
  children,
  ...rest
}: Look & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; external?: boolean; children: ReactNode }) {
  const cls = buttonClass({ variant, block, large, className });
  if (external) {
    return (
      <a {...rest} href={href} className={cls} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link {...rest} href={href} className={cls}>
      {children}
    </Link>
  );
}
