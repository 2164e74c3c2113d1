import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { LOCALES, locale, switchLocale, t } from '@/i18n';

/** The operator's language: each named in its own script; switching reloads the screen in it. */
export function LanguageSwitch() {
  return (
    <Select
      aria-label={t('common.language')}
      data-testid="language-switch"
      prefix={<GlobalOutlined />}
      value={locale}
      style={{ width: 150 }}
      onChange={switchLocale}
      options={LOCALES.map((code) => ({ value: code, label: t(`locale.${code}`) }))}
    />
  );
}
