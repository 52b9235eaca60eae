import type { OrderDetail } from '../../../domain/orders/order';
import * as pageStyles from './AccountPage.styles';
import { money } from './order-format';
import * as styles from './OrdersPage.styles';

/** The ordered lines and the order's totals. */
export const OrderItems = ({ order }: { readonly order: OrderDetail }) => (
  <section css={pageStyles.panel} aria-labelledby="items-heading">
    <h2 id="items-heading" css={pageStyles.panelHeading}>
      Items
    </h2>
    <table css={styles.table}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">SKU</th>
          <th scope="col" className="number">
            Price
          </th>
          <th scope="col" className="number">
            Quantity
          </th>
          <th scope="col" className="number">
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lineItems.map((line) => (
          <tr key={line.id}>
            <td data-label="Item">{line.description}</td>
            <td data-label="SKU">{line.sku}</td>
            <td data-label="Price" className="number">
              {money(line.price)}
            </td>
            <td data-label="Quantity" className="number">
              {line.qty}
            </td>
            <td data-label="Subtotal" className="number">
              {money(line.subtotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
    <dl css={styles.totals}>
      <dt>Subtotal</dt>
      <dd>{money(order.itemSubtotal)}</dd>
      {order.totalDiscount === 0 ? null : (
        <>
          <dt>Discount</dt>
          <dd>{money(order.totalDiscount)}</dd>
        </>
      )}
      <dt>Shipping</dt>
      <dd>{money(order.totalShippingCost)}</dd>
      <dt>Tax</dt>
      <dd>{money(order.totalTax)}</dd>
      <dt className="grand">Total</dt>
      <dd className="grand">{money(order.totalPrice)}</dd>
    </dl>
  </section>
);
