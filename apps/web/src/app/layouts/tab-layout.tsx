import Badge from 'antd-mobile/es/components/badge';
import { Outlet, useLocation } from 'react-router';
import { HomeIcon, MessageIcon, OrderIcon, UserIcon } from '@/components/ui/icons';
import { pathOf, paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { switchTab } from '@/lib/navigation';
import { badgeText, useUnreadCount } from '@/lib/unread-store';
import styles from './tab-layout.module.css';

const tabs = [
  { path: paths.home, key: 'home', Icon: HomeIcon },
  { path: paths.orderList, key: 'order', Icon: OrderIcon },
  { path: paths.msg, key: 'messages', Icon: MessageIcon },
  { path: paths.user, key: 'profile', Icon: UserIcon },
] as const;

/** The four tab pages with the bottom tab bar: 50 px, orange when selected, unread badge on Messages. */
export function TabLayout() {
  const { t } = useTranslation();
  const current = pathOf(useLocation().pathname);
  const unread = badgeText(useUnreadCount());
  return (
    <div className={styles.layout}>
      <div className={styles.content}>
        <Outlet />
      </div>
      <nav className={styles.bar} aria-label={t('tabs.label')}>
        {tabs.map(({ path, key, Icon }) => {
          const active = current === path;
          return (
            <button
              key={path}
              type="button"
              className={active ? `${styles.tab} ${styles.active}` : styles.tab}
              aria-current={active ? 'page' : undefined}
              onClick={() => {
                if (!active) void switchTab(path);
              }}
            >
              <span className={styles.icon}>
                {key === 'messages' && unread ? (
                  <Badge content={unread} style={{ '--right': '-6px', '--top': '2px' }}>
                    <Icon size={24} />
                  </Badge>
                ) : (
                  <Icon size={24} />
                )}
              </span>
              <span className={styles.label}>{t(`tabs.${key}`)}</span>
              {key === 'messages' && unread && (
                <span className="wf-sr-only">{t('tabs.unread', { count: unread })}</span>
              )}
            </button>
          );
        })}
      </nav>
    </div>
  );
}
