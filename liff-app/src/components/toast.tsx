import type { ReactNode } from 'react';
import { theme } from '../theme';

type Kind = 'success' | 'info' | 'error' | 'warning';

let host: Promise<typeof import('antd/es/message').default> | undefined;

/** antd's message with the shop's theme (its font and gold), fetched once, on the first toast. */
function messageHost() {
  host ??= Promise.all([import('antd/es/message'), import('antd/es/config-provider')]).then(([m, c]) => {
    const ConfigProvider = c.default;
    ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider> });
    return m.default;
  });
  return host;
}

/**
 * The money screens' toasts (SPEC §8): antd's message, mounted on the page itself, so a toast outlives the
 * form that raised it (a type 2 request's form is gone as soon as the request exists) and a plain screen
 * loads antd only when it has something to say. `seconds` as antd's duration (§9: success closes after 1.5 s).
 */
export function toast(kind: Kind, content: ReactNode, seconds?: number) {
  void messageHost()
    .then((message) => message[kind]({ content, duration: seconds }))
    .catch((err: unknown) => {
      host = undefined;
      console.error('toast failed', err);
    });
}
