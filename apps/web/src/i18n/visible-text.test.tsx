import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { configureApiClient } from '@/lib/api-client';
import dayjs from '@/lib/dayjs';
import { addDays, formatClock, formatListTime, formatYmd, todayYmd } from '@/lib/format';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { article, chatMessage, dataTexts, mockFetch, user } from '@/test/fixtures';
import { visibleTexts, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';
import { i18n, initI18n } from './index';
import { languageOptions } from './locales-list';

/**
 * Renders key screens in i18next's `cimode`, where every translated text shows as its key. Whatever
 * visible text is neither a key, nor data from the server, nor free of words was written into the
 * code untranslated, and fails the test.
 */
const keyLike = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;
const wordless = (s: string) => !/\p{L}{2,}/u.test(s);
/** Not UI text: each language's own name, addresses, and dates that dayjs formats in the user's locale. */
const allowed = new Set<string>([
  ...languageOptions.map((l) => l.name),
  ...[article.publishedAt].map((d) => dayjs(d).format('LL')),
  formatListTime(chatMessage.createdAt, 'en-US', 'chat.time.yesterday'),
  formatClock(chatMessage.createdAt, 'en-US'),
  // book_a_flight's default departure date (tomorrow), formatted by Intl in the UI language.
  formatYmd(addDays(todayYmd(), 1), 'en-US'),
  // book_a_hotel's default stay (tomorrow for one night): check-out the day after.
  formatYmd(addDays(todayYmd(), 2), 'en-US'),
]);
const isAddress = (s: string) => /^(\/|https?:\/\/)\S*$/.test(s);

function untranslated(root: Node): string[] {
  return visibleTexts(root).filter((text) => {
    const parts = text.split(/\s+/).filter(Boolean);
    if (keyLike.test(text) || dataTexts.has(text) || wordless(text) || allowed.has(text) || isAddress(text))
      return false;
    // A node can join a key and a value (`common.x 42`): every word-bearing part must be a key or data.
    return !parts.every((p) => keyLike.test(p) || wordless(p) || dataTexts.has(p));
  });
}

const screens: [string, string, string][] = [
  ['login', paths.login, 'login.title'],
  ['home', paths.home, 'home.recommended'],
  ['profile', paths.user, 'profile.balance'],
  ['invite friends', paths.invite, 'referral.hero.code_label'],
  ['choose country', `${paths.chooseCountry}?showBack=false`, 'Thailand'],
  ['news list', `${paths.infoList}?type=news`, 'Songkran deals'],
  ['book a hotel', paths.bookAHotel, 'hotel.search.submit'],
  ['book a flight', paths.bookAFlight, 'flight.search.submit'],
  ['takeout', paths.takeout, 'takeout.sort.default'],
  ['food categories', paths.category, 'takeout.category.all'],
  ['not found', '/nowhere', 'shell.not_found_heading'],
  ['desktop entry', paths.pc, 'pc.scan_title'],
  ['update prompt', paths.update, 'update.latest_title'],
  ['register', paths.register, 'account.register.title'],
  ['forgot password', paths.forgetPwd, 'account.forget.title'],
  ['third-party login return', paths.thirdLogin, 'account.third.back_to_login'],
  ['change password', paths.updatePwd, 'account.password.intro'],
  ['withdrawal password', paths.updateWithdrawPwd, 'account.withdraw.note'],
  ['change linked account', paths.changeBindAccount, 'account.bind.intro'],
  ['real-name info', paths.realInfo, 'account.real.intro'],
  ['messages', paths.msg, 'See you at seven'],
  ['chat', `${paths.chat}?chatGroup_id=3`, 'See you at seven'],
];

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('cimode');
});

afterAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  configureApiClient({ fetch: vi.fn(mockFetch()), notify: vi.fn() });
  saveLoginUser(user);
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
});

describe('every visible string comes from i18n', () => {
  it.each(screens)('%s', async (_name, url, marker) => {
    const { container } = renderApp(url);
    await waitFor(() => expect(visibleTexts(container)).toContain(marker), 5000);
    expect(untranslated(document.body)).toEqual([]);
  });

  it('notices a hard-coded string', () => {
    const div = document.createElement('div');
    div.innerHTML = '<p>home.recommended</p><p>฿ 12.00</p><p>Free delivery today</p>';
    expect(untranslated(div)).toEqual(['Free delivery today']);
  });
});
