import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n } from '@/i18n';
import { distanceMeters, distanceText } from './distance';

beforeAll(async () => {
  await initI18n('en');
});

describe('distance', () => {
  it('measures like the server (Sukhumvit 24 to Silom is about 3.9 km)', () => {
    const home = { latitude: 13.7299, longitude: 100.5681 };
    const work = { latitude: 13.7262, longitude: 100.5318 };
    expect(distanceMeters(home, work)).toBeGreaterThan(3850);
    expect(distanceMeters(home, work)).toBeLessThan(3950);
    expect(distanceMeters(home, home)).toBe(0);
  });

  it('says metres under 1 km and kilometres with one decimal above', () => {
    const t = i18n.t.bind(i18n);
    expect(distanceText(0, t, 'en')).toBe('0 m');
    expect(distanceText(350, t, 'en')).toBe('350 m');
    expect(distanceText(999, t, 'en')).toBe('999 m');
    expect(distanceText(1000, t, 'en')).toBe('1.0 km');
    expect(distanceText(3893, t, 'en')).toBe('3.9 km');
    expect(distanceText(12_345, t, 'en')).toBe('12.3 km');
    expect(distanceText(null, t, 'en')).toBeNull();
    expect(distanceText(-5, t, 'en')).toBeNull();
  });

  it('uses the language of the screen', async () => {
    await changeLocale('zh-Hans', { persist: false });
    try {
      const t = i18n.t.bind(i18n);
      expect(distanceText(350, t, 'zh-Hans')).toBe('350 米');
      expect(distanceText(1500, t, 'zh-Hans')).toBe('1.5 公里');
    } finally {
      await changeLocale('en', { persist: false });
    }
  });
});
