import type { OrderFulfilment } from '../../../domain/orders/order';
import { orderStatusLabel } from '../../../domain/orders/order-fulfilment.rules';
import * as pageStyles from './AccountPage.styles';
import { orderDate } from './order-format';
import * as styles from './OrderProgress.styles';

/** Where the order is: each status it reached with its date, and the parcels it left in. */
export const OrderProgress = ({ fulfilment }: { readonly fulfilment: OrderFulfilment }) => (
  <section css={pageStyles.panel} aria-labelledby="progress-heading">
    <h2 id="progress-heading" css={pageStyles.panelHeading}>
      Order status
    </h2>
    <ol css={styles.steps}>
      {fulfilment.timeline.map((entry) => (
        <li key={`${entry.status}-${entry.date}`}>
          <span css={styles.dot} aria-hidden="true" />
          <span>
            {orderStatusLabel(entry.status)}
            <span css={styles.stepDate}>{orderDate(entry.date)}</span>
          </span>
        </li>
      ))}
    </ol>
    {fulfilment.parcels.length === 0 ? null : (
      <ul css={styles.parcels} aria-label="Parcels">
        {fulfilment.parcels.map((parcel) => (
          <li key={`${parcel.carrier}-${parcel.trackingNumber}`}>
            {parcel.carrier}, tracking number {parcel.trackingNumber}
            {parcel.trackingUrl === null ? null : (
              <>
                {' · '}
                <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
                  Track parcel {parcel.trackingNumber}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    )}
  </section>
);
