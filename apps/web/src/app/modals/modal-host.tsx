import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { closeModal, useModalStack, type ModalEntry } from '../../lib/modals/modal-store';
import { LazyPart, reloadPage } from '../layout/lazy-part';
import { MODAL_DEFINITIONS } from './modal-registry';
import styles from './modal-host.module.css';

function StackedModal({ entry }: { entry: ModalEntry }) {
  const { t } = useTranslation();
  const definition = MODAL_DEFINITIONS[entry.id];
  const Body = definition.body;
  const close = () => closeModal(entry.key);
  return (
    <Modal
      title={t(`modals.titles.${definition.title}`)}
      closeLabel={t('modals.close')}
      onClose={close}
      dismissible={definition.dismissible}
      size={definition.size}
    >
      <LazyPart
        loading={
          <div className={styles.loading} role="status">
            <Spinner size={28} />
            <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
          </div>
        }
        failed={
          <EmptyState
            role="alert"
            icon="alert"
            title={t('errors.partTitle')}
            text={t('errors.partText')}
            actions={<Button onClick={reloadPage}>{t('errors.reload')}</Button>}
          />
        }
      >
        <Body modal={entry.id} props={entry.props} close={close} />
      </LazyPart>
    </Modal>
  );
}

/**
 * Renders the modal stack, bottom to top; each is a native modal dialog, so the newest is on top and the ones
 * below are inert. Lazy: the first load carries none of this until a modal opens.
 */
export function ModalHost() {
  const stack = useModalStack();
  return stack.map((entry) => <StackedModal key={entry.key} entry={entry} />);
}
