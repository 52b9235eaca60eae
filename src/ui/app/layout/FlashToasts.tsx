import { activeSlots } from '../../../domain/flash/flash.rules';
import type { FlashSlot } from '../../../domain/flash/flash';
import { Icon } from '../../components/Icon';
import { useServices } from '../services';
import { useObservable } from '../use-observable';
import * as styles from './FlashToasts.styles';

const SLOT_NAMES: Readonly<Record<FlashSlot, string>> = {
  success: 'Success',
  danger: 'Error',
  warning: 'Warning',
  info: 'Information',
};

/**
 * The flash messages: one toast per slot, gone by itself after 8 s (FlashService) or when
 * dismissed. The region is always in the page, so screen readers announce what appears in it.
 */
export const FlashToasts = () => {
  const { flash } = useServices();
  const state = useObservable(flash.flash$);
  return (
    <div css={styles.region} role="region" aria-label="Notifications">
      <ul css={styles.list} aria-live="polite">
        {activeSlots(state).map((slot) => (
          <li
            key={slot}
            css={[styles.toast, styles.slots[slot]]}
            data-testid="toast"
            data-slot={slot}
          >
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
        ))}
      </ul>
    </div>
  );
};
