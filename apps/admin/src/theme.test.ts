import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { adminTheme } from './theme';

/** WCAG 2 contrast ratio of two colours; a translucent foreground is blended over the background first. */
function contrast(fg: string, bg: string): number {
  const rgba = (c: string): number[] => {
    const hex = /^#([0-9a-f]{6})$/i.exec(c);
    if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex[1]!.slice(i, i + 2), 16)).concat(1);
    const m = /^rgba?\(([^)]+)\)$/.exec(c);
    if (!m) throw new Error(`colour ${c}`);
    const [r, g, b, a = '1'] = m[1]!.split(',').map((x) => x.trim());
    return [Number(r), Number(g), Number(b), Number(a)];
  };
  const [br, bgG, bb] = rgba(bg);
  const [fr, fgG, fb, fa] = rgba(fg);
  const blend = [fr! * fa! + br! * (1 - fa!), fgG! * fa! + bgG! * (1 - fa!), fb! * fa! + bb! * (1 - fa!)];
  const lum = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(blend), lum([br!, bgG!, bb!])].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the back-office theme meets WCAG AA text contrast (4.5:1)', () => {
  const tk = theme.getDesignToken(adminTheme);
  const white = '#ffffff';
  const layout = '#f5f5f5';

  it('white text on the primary, its hover and press, and on the error red', () => {
    for (const bg of [tk.colorPrimary, tk.colorPrimaryHover, tk.colorPrimaryActive, tk.colorError])
      expect(contrast(white, bg), bg).toBeGreaterThanOrEqual(4.5);
  });

  it('links, secondary, tertiary, description and placeholder text on white and on the layout grey', () => {
    for (const fg of [
      tk.colorLink,
      tk.colorLinkHover,
      tk.colorPrimary,
      tk.colorTextSecondary,
      tk.colorTextTertiary,
      tk.colorTextDescription,
      tk.colorTextPlaceholder,
      tk.colorErrorText,
    ])
      for (const bg of [white, layout]) expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('every preset tag colour: its text (7th shade) on its background (1st shade)', () => {
    const presets = [
      'blue',
      'purple',
      'cyan',
      'green',
      'magenta',
      'red',
      'orange',
      'yellow',
      'volcano',
      'geekblue',
      'lime',
      'gold',
    ] as const;
    for (const c of presets) {
      const fg = tk[`${c}7`];
      const bg = tk[`${c}1`];
      expect(contrast(fg, bg), `${c}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      // antd writes both names to one CSS variable (--ant-orange-7): they must agree.
      expect(tk[`${c}-7`], c).toBe(fg);
    }
  });

  it('the contrast function itself: black on white is 21, #767676 on white just passes, #8c8c8c fails', () => {
    expect(contrast('#000000', white)).toBeCloseTo(21, 1);
    expect(contrast('#767676', white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#8c8c8c', white)).toBeLessThan(4.5);
    expect(contrast('#ff6a00', white)).toBeLessThan(3);
  });
});
