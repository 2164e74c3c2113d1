import { act, memo } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, waitFor } from '@/test/render';
import { changeLocale, i18n, initI18n } from './index';
import { type Texts, useTranslation } from './use-translation';

describe('useTranslation', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterAll(async () => {
    await changeLocale('en', { persist: false });
  });

  it('renders every user of it again when the language changes, memoised rows given `t` too', async () => {
    let rowRenders = 0;
    const Row = memo(function Row({ t }: { t: Texts['t'] }) {
      rowRenders += 1;
      return <li>{t('common.cancel')}</li>;
    });
    function Screen() {
      const { t, i18n: instance } = useTranslation();
      return (
        <div>
          <h1 data-lang={instance.language}>{t('common.loading')}</h1>
          <ul>
            <Row t={t} />
          </ul>
        </div>
      );
    }
    const view = render(<Screen />);
    const heading = () => view.container.querySelector('h1');
    expect(heading()?.textContent).toBe(i18n.t('common.loading', { lng: 'en' }));
    const before = rowRenders;

    await changeLocale('th-TH', { persist: false });
    await waitFor(() => expect(heading()?.dataset.lang).toBe('th-TH'));
    expect(heading()?.textContent).toBe(i18n.t('common.loading', { lng: 'th-TH' }));
    expect(heading()?.textContent).not.toBe(i18n.t('common.loading', { lng: 'en' }));
    expect(view.container.querySelector('li')?.textContent).toBe(i18n.t('common.cancel', { lng: 'th-TH' }));
    expect(rowRenders).toBeGreaterThan(before);
  });

  it('renders again when texts arrive for the active language', async () => {
    function Screen() {
      const { t } = useTranslation();
      return <p>{t('wayfare_test.arrived', { defaultValue: 'missing' })}</p>;
    }
    const view = render(<Screen />);
    expect(view.container.textContent).toBe('missing');
    i18n.addResourceBundle(i18n.language, 'translation', { wayfare_test: { arrived: 'here' } }, true, true);
    await waitFor(() => expect(view.container.textContent).toBe('here'));
  });

  it('outside the provider (a toast or dialog root of its own) gives the texts as they are now', () => {
    let seen: Texts | null = null;
    function Probe() {
      seen = useTranslation();
      return null;
    }
    // A bare root, as antd-mobile's imperative popups use: no TextsProvider above.
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe />));
    expect(seen).not.toBeNull();
    expect((seen as Texts | null)?.t('common.cancel')).toBe(i18n.t('common.cancel'));
    act(() => root.unmount());
  });
});
