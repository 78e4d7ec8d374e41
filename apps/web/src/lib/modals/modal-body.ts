import type { ModalId, ModalProps } from './modal-ids';

/** What every modal body receives from the modal host. */
export type ModalBodyProps = {
  modal: ModalId;
  /** The query of the route that opened it, or what the opener passed. */
  props: ModalProps;
  close: () => void;
};
