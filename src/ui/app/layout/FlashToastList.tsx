import { activeSlots, emptyFlash } from '../../../domain/flash/flash.rules';
import type { FlashSlot } from '../../../domain/flash/flash';
import { Icon } from '../../components/Icon';
import { useServices } from '../services';
import { useObservable } from '../use-observable';
import * as styles from './FlashToastList.styles';

const SLOT_NAMES: Readonly<Record<FlashSlot, string>> = {
  success: 'Success',
  danger: 'Error',
  warning: 'Warning',
  info: 'Information',
};

/** The toasts inside the notifications region (FlashToasts): one per slot, each dismissable. */
export const FlashToastList = () => {
  const { flash } = useServices();
  // The server renders no toast: one shown before this part hydrates appears right after.
  const state = useObservable(flash.flash$, emptyFlash);
  return activeSlots(state).map((slot) => (
    <li key={slot} css={[styles.toast, styles.slots[slot]]} data-testid="toast" data-slot={slot}>
      <span css={styles.srOnly}>{SLOT_NAMES[slot]}: </span>
      <p css={styles.message}>{state[slot]}</p>
      <button
        type="button"
        css={styles.dismiss}
        aria-label="Dismiss"
        onClick={() => flash.dismiss(slot)}
      >
        <Icon name="close" size={26} />
      </button>
    </li>
  ));
};
