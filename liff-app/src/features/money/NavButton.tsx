import type { ButtonProps } from 'antd';
import { Button } from 'antd';
import { useLocation } from 'wouter';

/** A button-looking link: a real anchor (href) for the browser, client-side navigation for a plain click. */
export function NavButton({ href, ...props }: ButtonProps & { href: string }) {
  const [, navigate] = useLocation();
  return (
    <Button
      {...props}
      href={href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(href);
      }}
    />
  );
}
