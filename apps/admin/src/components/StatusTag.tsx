import { Tag } from 'antd';
import { type MessageKey, t } from '@/i18n';

export function StatusTag({
  map,
  status,
}: {
  map: Record<number, { key: MessageKey; color: string }>;
  status: number;
}) {
  const s = map[status];
  return <Tag color={s?.color}>{s ? t(s.key) : status}</Tag>;
}
