import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __wfRoot?: Root };

/**
 * antd-mobile 5 renders Toast, Dialog and Modal through ReactDOM.render, which React 19 removed: without
 * this hook those calls silently show nothing. Called once, before anything can toast.
 */
export function setupAntdRender(): void {
  unstableSetRender((node, container: Container) => {
    container.__wfRoot ??= createRoot(container);
    const root = container.__wfRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__wfRoot;
    };
  });
}
