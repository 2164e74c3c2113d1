import { useState } from 'react';

/**
 * Whether a sheet has been visible at least once: it draws (and loads) nothing before its first opening,
 * and stays mounted afterwards so it can animate closed.
 */
export function useOpenedOnce(visible: boolean): boolean {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  return opened || visible;
}
