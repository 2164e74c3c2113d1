import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from '@/i18n/use-translation';
import type { Point } from '../utils/distance';
import styles from './location-map.module.css';

export type MapHandle = {
  /** Move the map (and so the pin) to a point. */
  moveTo: (p: Point, zoom?: number) => void;
};

type Props = {
  tileUrl: string;
  start: Point;
  onMoveStart: () => void;
  /** The point under the pin after the map stopped. */
  onMoveEnd: (center: Point) => void;
  handle?: Ref<MapHandle>;
};

const ZOOM = 17;

/** OpenStreetMap's tiles must credit it; other tile services bring their own terms. */
const attributionOf = (url: string) =>
  /openstreetmap\.org/.test(url) ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' : '';

/**
 * The location chooser's map: the pin stays in the middle and the user moves the map under it (drag,
 * pinch, or the keyboard's arrows once the map has focus). Without tiles (offline, blocked) the map is a
 * plain grid that still moves, and a note says the images could not load.
 */
export function LocationMap({ tileUrl, start, onMoveStart, onMoveEnd, handle }: Props) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const loadedAny = useRef(false);
  const mapRef = useRef<LeafletMap | null>(null);

  useImperativeHandle(
    handle,
    () => ({
      moveTo: (p, zoom) =>
        mapRef.current?.flyTo([p.latitude, p.longitude], zoom ?? Math.max(mapRef.current.getZoom(), 16), {
          duration: 0.6,
        }),
    }),
    [],
  );

  return (
    <section className={styles.wrap} aria-label={t('address.location.map_label')} data-testid="location-map">
      <MapContainer
        ref={mapRef}
        center={[start.latitude, start.longitude]}
        zoom={ZOOM}
        minZoom={3}
        maxZoom={19}
        zoomControl={false}
        className={styles.map}
        worldCopyJump
      >
        <TileLayer
          url={tileUrl}
          attribution={attributionOf(tileUrl)}
          maxZoom={19}
          eventHandlers={{
            tileload: () => {
              loadedAny.current = true;
              setTilesFailed(false);
            },
            tileerror: () => {
              if (!loadedAny.current) setTilesFailed(true);
            },
          }}
        />
        <MapEvents
          onMoveStart={() => {
            setMoving(true);
            onMoveStart();
          }}
          onMoveEnd={(p) => {
            setMoving(false);
            onMoveEnd(p);
          }}
        />
      </MapContainer>
      <div className={`${styles.pin} ${moving ? styles.lifted : ''}`} aria-hidden="true">
        <svg width="40" height="50" viewBox="0 0 40 50" className={styles.pinSvg} aria-hidden="true">
          <path
            d="M20 48c-1-.1-1.7-.7-2.3-1.6C11.8 37.7 3 29.5 3 19.5A17 17 0 0 1 37 19.5c0 10-8.8 18.2-14.7 26.9-.6.9-1.3 1.5-2.3 1.6Z"
            fill="var(--wf-primary)"
            stroke="#fff"
            strokeWidth="2.5"
          />
          <circle cx="20" cy="19.5" r="6.5" fill="#fff" />
        </svg>
      </div>
      <span className={`${styles.shadow} ${moving ? styles.shadowLifted : ''}`} aria-hidden="true" />
      {tilesFailed && (
        <p className={styles.tilesFailed} role="status" data-testid="tiles-failed">
          {t('address.location.tiles_failed')}
        </p>
      )}
    </section>
  );
}

function MapEvents({ onMoveStart, onMoveEnd }: { onMoveStart: () => void; onMoveEnd: (p: Point) => void }) {
  const map = useMap();
  useEffect(() => {
    // Leaflet's own credit line carries a flag and a link users do not need; the tiles' credit stays.
    map.attributionControl?.setPrefix(false);
  }, [map]);
  useMapEvents({
    movestart: onMoveStart,
    moveend: () => {
      const c = map.getCenter().wrap();
      onMoveEnd({ latitude: c.lat, longitude: c.lng });
    },
  });
  return null;
}
