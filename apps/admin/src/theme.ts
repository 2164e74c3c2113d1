import type { ThemeConfig } from 'antd';

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
    // Danger buttons and unread badges carry white text: 5.9:1 (and 5.1:1 as text on the light red).
    colorError: '#cf1322',
    borderRadius: 6,
    // Descriptions, table sorters' captions, empty states, hints: #666 on white 5.74:1, on #f5f5f5 5.27:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Placeholders (a select's placeholder is text axe measures): #707070 on white 4.95:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Tag text is each palette's 7th shade on its 1st: the failing ones take a darker shade of their own colour.
    gold7: '#874d00',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    yellow7: '#876800',
    lime7: '#3f6600',
    green7: '#237804',
    cyan7: '#006d75',
  },
};
