import type { ThemeConfig } from 'antd';

/**
 * Tag text is each palette's 7th shade on its 1st (`genPresetColor`): the failing ones take a darker shade of
 * their own colour (AA on the tag's light background). antd keeps every shade under two names (`orange7` and
 * `orange-7`) that share one CSS variable, `--ant-orange-7`, so both are set.
 */
const darker = {
  gold: '#874d00',
  orange: '#ad4e00',
  volcano: '#ad2102',
  yellow: '#876800',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
};
const tagText = Object.fromEntries(
  Object.entries(darker).flatMap(([name, hex]) => [
    [`${name}7`, hex],
    [`${name}-7`, hex],
  ]),
);

/**
 * The back office's antd theme: the brand's orange family, at WCAG AA contrast (4.5:1 for text) so every
 * screen passes axe-core's colour check. antd's defaults do not: white on #ff6a00 is 2.87:1, the
 * tertiary/description grey #8c8c8c is 3.36:1, the default link blue #1677ff is 4.10:1, white on the
 * error red #ff4d4f is 3.3:1, and the text of the gold, orange, green, cyan, lime and volcano tags
 * (each palette's 7th shade on its 1st) is 2.5–4.4:1.
 */
export const adminTheme: ThemeConfig = {
  token: {
    // The web app's --wf-primary: white on it is 5.16:1, and it reads 4.73:1 on the #f5f5f5 layout.
    colorPrimary: '#b84c00',
    colorLink: '#b84c00',
    // antd lightens the primary on hover (#c46a1f, 3.86:1 under white): hover and press go darker instead.
    colorPrimaryHover: '#9c4100',
    colorPrimaryActive: '#873800',
    colorLinkHover: '#9c4100',
    colorLinkActive: '#873800',
    // Danger buttons and unread badges carry white text: 5.9:1 (and 5.1:1 as text on the light red).
    colorError: '#cf1322',
    borderRadius: 6,
    // Descriptions, table sorters' captions, empty states, hints: #666 on white 5.74:1, on #f5f5f5 5.27:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Placeholders (a select's placeholder is text axe measures): #707070 on white 4.95:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    ...tagText,
  },
};
