/** An amount of money in integer minor units (cents for USD). Floats never hold money here. */
export interface Money {
  readonly minor: number;
  readonly currency: string;
}
