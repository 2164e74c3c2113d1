/** Tiny SVG toolkit for the demo pictures: colours, gradients, shapes as strings. */

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two colours, t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Perceived brightness 0-1, to choose dark or light ink. */
export function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** Attribute string from an object, numbers rounded to one decimal. */
export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number> = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, string | number> = {},
) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Record<string, string | number> = {},
) => `<rect ${attrs({ x, y, width, height, fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Record<string, string | number> = {}) =>
  `<path ${attrs({ d, fill, ...extra })}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;

export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

export const FONT = "font-family=\"'Inter','Segoe UI',Roboto,Helvetica,Arial,sans-serif\"";

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  extra: Record<string, string | number> = {},
) {
  const safe = content.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<text ${attrs({ x, y, 'font-size': size, fill, 'font-weight': 700, ...extra })} ${FONT}>${safe}</text>`;
}

export type Stop = [offset: number, color: string, opacity?: number];

export function linear(id: string, stops: Stop[], x2 = 0, y2 = 1): string {
  const s = stops.map(
    ([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
  );
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s.join('')}</linearGradient>`;
}

export function radial(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops.map(
    ([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
  );
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s.join('')}</radialGradient>`;
}

/** A complete SVG document. */
export function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>\n`;
}

/** Points on a circle, for scattering garnish. */
export function polar(r: number, angle: number): [number, number] {
  return [Math.cos(angle) * r, Math.sin(angle) * r];
}

/** A smooth closed blob around (0,0): `k` lobes with radius r +- wobble. */
export function blob(r: number, wobble: number, k: number, phase: number): string {
  const pts: [number, number][] = [];
  const steps = 24;
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const rr = r + Math.sin(a * k + phase) * wobble;
    pts.push(polar(rr, a));
  }
  const mid = (p: [number, number], q: [number, number]) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const last = pts[pts.length - 1] as [number, number];
  const first = pts[0] as [number, number];
  const start = mid(last, first);
  let d = `M${n(start[0] ?? 0)} ${n(start[1] ?? 0)}`;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i] as [number, number];
    const q = pts[(i + 1) % pts.length] as [number, number];
    const m = mid(p, q);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0] ?? 0)} ${n(m[1] ?? 0)}`;
  }
  return `${d}Z`;
}

/** A leaf shape pointing along +x, length len. */
export const leaf = (len: number, width: number) =>
  `M0 0Q${n(len / 2)} ${n(-width)} ${n(len)} 0Q${n(len / 2)} ${n(width)} 0 0Z`;
