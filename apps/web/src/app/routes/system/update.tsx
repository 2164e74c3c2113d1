import { env } from '@/config/env';
import { applyUpdate, type UpdateInfo, UpdatePrompt } from '@/features/app-config/components/update-prompt';
import { backOrHome } from '@/lib/navigation';

function parse(data: string | undefined): UpdateInfo | null {
  if (!data) return null;
  try {
    const v = JSON.parse(data) as Partial<UpdateInfo>;
    return typeof v.version === 'string'
      ? { version: v.version, notes: String(v.notes ?? ''), url: String(v.url ?? ''), force: Boolean(v.force) }
      : null;
  } catch {
    return null;
  }
}

/** `/pages/update/update?data=<update info JSON>`: the update prompt as its own (transparent) page. */
export default function UpdatePage({ data }: { data?: string }) {
  const info = parse(data);
  if (!info) {
    return <UpdatePrompt upToDate info={{ version: env.appVersion.name }} onUpdate={backOrHome} onLater={backOrHome} />;
  }
  return <UpdatePrompt info={info} onUpdate={() => void applyUpdate(info)} onLater={backOrHome} />;
}
