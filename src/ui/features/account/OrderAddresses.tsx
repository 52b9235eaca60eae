import type { OrderDetail } from '../../../domain/orders/order';
import * as pageStyles from './AccountPage.styles';
import { AddressLines } from './AddressLines';
import * as styles from './OrdersPage.styles';

/** Where the order went and who was billed. */
export const OrderAddresses = ({ order }: { readonly order: OrderDetail }) => (
  <div css={styles.detailGrid}>
    <section css={pageStyles.panel} aria-labelledby="shipping-heading">
      <h2 id="shipping-heading" css={pageStyles.panelHeading}>
        Shipping address
      </h2>
      {order.shippingAddress ? <AddressLines address={order.shippingAddress} /> : <p>—</p>}
    </section>
    <section css={pageStyles.panel} aria-labelledby="billing-heading">
      <h2 id="billing-heading" css={pageStyles.panelHeading}>
        Billing address
      </h2>
      {order.billingAddress ? <AddressLines address={order.billingAddress} /> : <p>—</p>}
    </section>
  </div>
);
