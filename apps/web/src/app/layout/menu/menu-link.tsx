import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import type { MenuItem } from './menu-items';

type MenuLinkProps = {
  item: MenuItem;
  className?: string;
  active?: boolean;
  children: ReactNode;
};

/** A menu entry: a router link in the visitor's locale, or a plain link that leaves for another site. */
export function MenuLink({ item, className, active = false, children }: MenuLinkProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (item.external) {
    return (
      <a
        className={className}
        href={item.to}
        rel="noopener"
        aria-label={`${t(`menu.${item.label}`)} (${t('menu.externalHint')})`}
      >
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={localize(item.to)} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
