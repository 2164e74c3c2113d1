import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGoogleRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
};

export type FakeGoogle = {
  url: string;
  key: string;
  requests: FakeGoogleRequest[];
  close: () => Promise<void>;
};

/**
 * A local stand-in for the Geocoding API and Places API (New) Text Search, on 127.0.0.1:0. It checks the
 * key and field mask like Google does. Text queries steer it: `slow` never answers in time, `broken`
 * answers 500; reverse geocoding of latitude 0 finds nothing.
 */
export async function startFakeGoogle(opts: { slowMs?: number } = {}): Promise<FakeGoogle> {
  const key = 'test-maps-key';
  const requests: FakeGoogleRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };

      if (req.method === 'GET' && url.pathname === '/maps/api/geocode/json') {
        if (url.searchParams.get('key') !== key) return send(200, { status: 'REQUEST_DENIED', results: [] });
        const [lat, lng] = (url.searchParams.get('latlng') ?? '').split(',').map(Number);
        if (lat === 0) return send(200, { status: 'ZERO_RESULTS', results: [] });
        const language = url.searchParams.get('language');
        return send(200, {
          status: 'OK',
          results: [
            {
              formatted_address: `${language === 'th' ? 'ถนน' : 'Road'} ${lat?.toFixed(3)},${lng?.toFixed(3)}`,
              place_id: 'ChIJ-fake-place',
            },
          ],
        });
      }

      if (req.method === 'POST' && url.pathname === '/v1/places:searchText') {
        if (req.headers['x-goog-api-key'] !== key) {
          return send(403, { error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' } });
        }
        if (!req.headers['x-goog-fieldmask']) {
          return send(400, {
            error: { code: 400, message: 'FieldMask is a required parameter', status: 'INVALID_ARGUMENT' },
          });
        }
        const q = String(body?.textQuery ?? '');
        if (q === 'broken') return send(500, { error: { code: 500, message: 'Internal error' } });
        const answer = () =>
          send(200, {
            places: Array.from({ length: Math.min(Number(body?.pageSize ?? 20), 3) }, (_, i) => ({
              id: `place-${i}`,
              displayName: { text: `${q} ${i + 1}`, languageCode: body?.languageCode },
              formattedAddress: `${i + 1} Sukhumvit Road, Bangkok`,
              rating: i === 2 ? undefined : 4.5 - i / 10,
              location: { latitude: 13.73 + i / 1000, longitude: 100.56 + i / 1000 },
            })),
          });
        if (q === 'slow') {
          const timer = setTimeout(() => {
            pending.delete(timer);
            answer();
          }, opts.slowMs ?? 2000);
          pending.add(timer);
          return;
        }
        return answer();
      }
      send(404, { error: { code: 404, message: 'not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    requests,
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
