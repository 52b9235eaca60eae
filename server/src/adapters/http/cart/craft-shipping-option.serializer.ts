// Commerce's availableShippingMethodOptions: each option is its shipping method's fields plus the price
// for this cart, with the method itself under `shippingMethod`.
import { formatMoney, toMajorUnits } from '../../../domain/money/money.rules.ts';
import type { ShippingMethodOption } from '../../../domain/shipping/shipping.ts';
import { phpObject } from '../craft/craft-php-array.ts';

/** Only enabled methods are offered; the shop keeps no dates for its methods. */
const methodOf = (option: ShippingMethodOption) => ({
  id: option.id,
  name: option.name,
  handle: option.handle,
  enabled: true,
  storeId: 1,
  dateCreated: null,
  dateUpdated: null,
});

const serializeOption = (option: ShippingMethodOption) => ({
  ...methodOf(option),
  price: toMajorUnits(option.price),
  priceAsCurrency: formatMoney(option.price),
  matchesOrder: true,
  shippingMethod: methodOf(option),
});

/** Craft's PHP array: `[]` when nothing is offered, otherwise an object keyed by handle. */
export const serializeShippingOptions = (
  options: readonly ShippingMethodOption[],
  totalQty: number,
) =>
  totalQty === 0
    ? []
    : phpObject(
        Object.fromEntries(options.map((option) => [option.handle, serializeOption(option)])),
      );
