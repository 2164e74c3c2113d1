import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

type Props = { value: string; size?: number; label: string };

/** A QR code image of `value`, drawn in the browser. */
export function QrCode({ value, size = 180, label }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    QRCode.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M', color: { dark: '#1f2329' } })
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [value, size]);
  return (
    <span className={styles.frame} style={{ width: size, height: size }}>
      {src ? (
        <img src={src} alt={label} width={size} height={size} />
      ) : (
        <span className={styles.blank} aria-hidden="true" />
      )}
    </span>
  );
}
