import { render as preactRender, unmountComponentAtNode } from 'preact/compat';
import type { ReactElement } from 'react';

/**
 * antd-mobile's fallback renderer for Toast, Dialog and Modal (rc-util's `React/render`, which carries
 * React 18's root juggling and Babel's async helpers into the start-up chunk), done with Preact's own
 * `render` (vite.config.ts `preactAliases`). The app installs its renderer first (app/antd-setup.ts).
 */
export function render(node: ReactElement, container: Element | DocumentFragment): void {
  preactRender(node, container as Element);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  unmountComponentAtNode(container as Element);
}
