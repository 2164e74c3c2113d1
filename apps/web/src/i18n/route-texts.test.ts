import path from 'node:path';
import routeTexts from 'virtual:route-texts';
import { describe, expect, it } from 'vitest';
import { scanRoutes } from '../../route-texts';
import { i18n, initI18n, loadFeatureTexts } from './index';
import { featureNames, featureOfKey } from './resources';

describe('texts load with the pages that use them', () => {
  it('maps every page to the features its code names', () => {
    const map = scanRoutes(path.resolve(__dirname, '..'));
    expect(map.login).toContain('account');
    expect(map.login).not.toContain('hotel');
    expect(map.hotelOrderDetail).toEqual(expect.arrayContaining(['hotel', 'order', 'pay-on-behalf']));
    expect(map.transactionRecord).toContain('wallet');
    expect(map.home).not.toContain('hotel');
    // The shell's own toasts (the chat socket) are loaded at start.
    expect(map['*']).toContain('chat');
    // A key named in a comment (resources.ts documents `flightBooking.title`) loads nothing.
    expect(map['*']).not.toContain('flight-booking');
    expect(map.login).not.toContain('flight-booking');
    expect(routeTexts).toEqual(map);
    for (const features of Object.values(map)) for (const f of features) expect(featureNames).toContain(f);
  });

  it('names the feature of a key by its top-level key', () => {
    expect(featureOfKey('flightBooking.title')).toBe('flight-booking');
    expect(featureOfKey('pay_on_behalf.share')).toBe('pay-on-behalf');
    expect(featureOfKey('common.ok')).toBeUndefined();
  });

  it('starts with the shell texts only and adds a feature when asked', async () => {
    await initI18n('th-TH', { features: [] });
    expect(i18n.exists('common.ok')).toBe(true);
    expect(i18n.getResource('th-TH', 'translation', 'wallet')).toBeUndefined();
    await loadFeatureTexts(['wallet']);
    expect(i18n.getResource('th-TH', 'translation', 'wallet')).toBeTypeOf('object');
    // A key of a feature not loaded yet loads that feature.
    expect(i18n.getResource('th-TH', 'translation', 'referral')).toBeUndefined();
    i18n.t('referral.rules.title');
    await expect.poll(() => i18n.getResource('th-TH', 'translation', 'referral')).toBeTypeOf('object');
    // Changing the language brings the features already in use along.
    await i18n.changeLanguage('en');
    await initI18n('zh-Hans', { features: ['wallet'] });
    expect(i18n.getResource('zh-Hans', 'translation', 'wallet')).toBeTypeOf('object');
  });
});
