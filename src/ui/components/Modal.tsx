import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';
import * as styles from './Modal.styles';
import { useScrollLock } from './use-scroll-lock';

interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus inside, closes it on Escape and
 * makes the page behind inert. A click on the backdrop closes it too.
 */
export const Modal = ({ title, onClose, children }: ModalProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(true);
  useEffect(() => {
    const dialog = ref.current;
    // No close() on cleanup: its close event would call onClose; leaving the page closes it anyway.
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      css={styles.dialog}
      aria-labelledby="modal-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div css={styles.head}>
        <h2 id="modal-title" css={styles.title}>
          {title}
        </h2>
        <button type="button" css={styles.close} aria-label="Close" onClick={onClose}>
          <Icon name="close" size={26} />
        </button>
      </div>
      <div css={styles.body}>{children}</div>
    </dialog>
  );
};
