import { lazy, type ComponentType } from 'react';

/**
 * A component built with antd, loaded on demand together with the antd root (Thai locale, the shop's theme,
 * the message host): antd's runtime is fetched only where something of it is shown. One way for routes
 * (the form screens), /repurchase's contract detail and the wide screens' money tables.
 */
export function withAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Inner, { AntdRoot }] = await Promise.all([load(), import('./AntdRoot')]);
    return {
      default: (props: P) => (
        <AntdRoot>
          <Inner {...props} />
        </AntdRoot>
      ),
    };
  });
}
