import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';

/**
 * A link to a page of the app for a long list (the shop's cards): an anchor whose plain click moves the router
 * as wouter's Link does, without the Link's subscription to the address. Each wouter Link follows the location
 * through its own hooks and effects, so a page of cards carried two dozen subscriptions, set up in the first
 * view's longest tasks (docs/decisions.md "Cards link without following the address"). Where a link must know
 * the address (the nav's current page), wouter's Link stays.
 */
export function PageLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    // A new tab, a new window, a download or a right click stays the browser's, as with wouter's Link.
    if (e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
    e.preventDefault();
    navigate(href);
  };
  return <a {...rest} href={href} onClick={go} />;
}
