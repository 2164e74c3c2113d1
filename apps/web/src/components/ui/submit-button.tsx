import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

type Props = { busy: boolean; busyText: string; className?: string; children: ReactNode };

/** The full-width primary submit of every form: disabled and showing `busyText` while sending. */
export function SubmitButton({ busy, busyText, className, children }: Props) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={busy}
      loadingText={busyText}
      disabled={busy}
      className={className}
    >
      {children}
    </Button>
  );
}
