import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useState } from 'react';

/** State of the full-screen photo viewer: which photos, starting where. */
export function usePhotoViewer() {
  const [shown, setShown] = useState<{ imgs: string[]; index: number } | null>(null);
  return {
    open: (imgs: string[], index: number) => setShown({ imgs, index }),
    props: { shown, onClose: () => setShown(null) },
  };
}

/** A review's photos full screen, swiping between them. */
export function PhotoViewer({
  shown,
  onClose,
}: {
  shown: { imgs: string[]; index: number } | null;
  onClose: () => void;
}) {
  return (
    <ImageViewer.Multi
      images={shown?.imgs ?? []}
      visible={shown !== null}
      defaultIndex={shown?.index ?? 0}
      onClose={onClose}
      key={shown ? `${shown.imgs.join('|')}#${shown.index}` : 'closed'}
    />
  );
}
