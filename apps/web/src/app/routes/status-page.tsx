import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { EmptyState } from '../../components/ui/empty-state';
import type { IconName } from '../../components/ui/icon';
import styles from './status-page.module.css';

type StatusPageProps = {
  /** The big word or number over the heading ("404"); decoration, the heading says it for screen readers. */
  code: string;
  title: string;
  text: string;
  icon: IconName;
  actions: ReactNode;
  /** Marks the page as the not-found page, for tools and browser tests that must tell it from a real page. */
  notFound?: boolean;
};

/** A page that tells the visitor they cannot go on here, and where to go instead. Never indexed. */
export function StatusPage({ code, title, text, icon, actions, notFound = false }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-not-found={notFound ? '' : undefined}>
      <title>{t('app.pageTitle', { title })}</title>
      <meta name="robots" content="noindex" />
      <div className={styles.content}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <EmptyState headingLevel="h1" icon={icon} title={title} text={text} actions={actions} />
      </div>
    </div>
  );
}
