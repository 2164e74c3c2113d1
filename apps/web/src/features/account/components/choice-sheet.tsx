import { lazy, type ReactNode, Suspense } from 'react';
import { useOpenedOnce } from '@/components/ui/use-opened-once';

export type Choice = {
  value: string;
  label: string;
  /** Second line or trailing text (calling code, currency). */
  meta?: string;
  icon?: ReactNode;
};

export type ChoiceSheetProps = {
  visible: boolean;
  onClose: () => void;
  title: string;
  choices: Choice[];
  selected?: string | null;
  onChoose: (value: string) => void;
};

// The sheet (a popup with its animation library and a search bar) loads when first opened, not with the
// sign-up page that shows the field.
const ChoiceList = lazy(() => import('./choice-list').then((m) => ({ default: m.ChoiceList })));

/** A bottom sheet to pick one of many (area codes, countries), searchable once the list is long. */
export function ChoiceSheet(props: ChoiceSheetProps) {
  if (!useOpenedOnce(props.visible)) return null;
  return (
    <Suspense fallback={null}>
      <ChoiceList {...props} />
    </Suspense>
  );
}
