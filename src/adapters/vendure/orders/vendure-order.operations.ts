// The signed-in customer's order history in the Shop API. Each query asks for `activeCustomer`
// too: Vendure answers a guest's `order(id)` with null, as it answers an order that is not theirs.
import type { GraphqlOperation } from '../client/vendure-client';

const ORDER_ADDRESS =
  'fullName company streetLine1 streetLine2 city province postalCode countryCode phoneNumber';

export const CUSTOMER_ORDERS: GraphqlOperation = {
  name: 'CustomerOrders',
  document: `query CustomerOrders($options: OrderListOptions) {
  activeCustomer {
    id
    orders(options: $options) {
      totalItems
      items {
        id code orderPlacedAt state currencyCode totalWithTax totalQuantity
        payments { amount state }
      }
    }
  }
}`,
};

export const CUSTOMER_ORDER: GraphqlOperation = {
  name: 'CustomerOrder',
  document: `query CustomerOrder($id: ID!) {
  activeCustomer { id }
  order(id: $id) {
    code orderPlacedAt totalWithTax
    lines { id quantity unitPrice linePrice productVariant { id name sku product { name } } }
    discounts { amount }
    shippingLines { price }
    taxSummary { taxTotal }
    payments { amount state }
    shippingAddress { ${ORDER_ADDRESS} }
    billingAddress { ${ORDER_ADDRESS} }
  }
}`,
};
