import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useTranslation } from '@/i18n/use-translation';
import styles from './hotel-map.module.css';

type Props = { tileUrl: string; latitude: number; longitude: number; name: string; address: string };

/** OpenStreetMap's tiles must credit it; other tile services bring their own terms. */
const attributionOf = (url: string) =>
  /openstreetmap\.org/.test(url) ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' : '';

/**
 * Where the hotel is: a still map with its pin (the tiles the location chooser uses), the address under it.
 * Without tiles (offline, blocked) the pin stays on a plain grid.
 */
export function HotelMap({ tileUrl, latitude, longitude, name, address }: Props) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <figure className={styles.wrap} data-testid="hotel-map">
      <div className={styles.mapBox} aria-label={t('hotel.detail.map_label', { name })} role="img">
        <MapContainer
          center={[latitude, longitude]}
          zoom={15}
          zoomControl={false}
          dragging={false}
          scrollWheelZoom={false}
          doubleClickZoom={false}
          touchZoom={false}
          keyboard={false}
          attributionControl={Boolean(attributionOf(tileUrl))}
          className={styles.map}
        >
          <TileLayer
            url={tileUrl}
            attribution={attributionOf(tileUrl)}
            eventHandlers={{ tileerror: () => setFailed(true) }}
          />
          <CircleMarker
            center={[latitude, longitude]}
            radius={10}
            pathOptions={{ color: '#fff', weight: 3, fillColor: '#7c3aed', fillOpacity: 1 }}
          />
        </MapContainer>
        {failed && <span className={styles.note}>{t('hotel.detail.map_offline')}</span>}
      </div>
      <figcaption className={styles.address}>{address}</figcaption>
    </figure>
  );
}
