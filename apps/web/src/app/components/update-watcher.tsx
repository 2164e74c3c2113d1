import { useState } from 'react';
import { env } from '@/config/env';
import { useAppUpdate } from '@/features/app-config/api/check-app-update';
import { applyUpdate, UpdatePrompt } from '@/features/app-config/components/update-prompt';

const DISMISSED_KEY = 'wf.update_dismissed';

/** Asks `/AppUpdate` once per session; a newer version fades the prompt in over the current page. */
export function UpdateWatcher() {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY));
  const enabled = typeof navigator !== 'undefined' && navigator.onLine;
  const { data } = useAppUpdate(env.appVersion.name, enabled);
  if (!data?.update || dismissed === data.version) return null;
  return (
    <UpdatePrompt
      info={data}
      onUpdate={() => void applyUpdate(data)}
      onLater={() => {
        sessionStorage.setItem(DISMISSED_KEY, data.version);
        setDismissed(data.version);
      }}
    />
  );
}
