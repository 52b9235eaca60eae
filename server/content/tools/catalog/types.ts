// The shape of the demo catalogue's source data: the generator turns each category and product into
// the YAML files under server/content/demo/.

export interface VariantSpec {
  readonly sku: string;
  readonly title: string;
  /** Major units, as in the content files. */
  readonly price: number;
  readonly salePrice?: number;
  /** null: stock not tracked. */
  readonly stock: number | null;
  readonly options?: Readonly<Record<string, string | number>>;
  readonly default?: boolean;
  readonly weightGrams?: number;
}

export interface ProductSpec {
  readonly title: string;
  readonly slug: string;
  /** A pictogram of the image templates (drill, wrench, bolt...). */
  readonly shape: string;
  /** Alt text of the generated photo. */
  readonly alt: string;
  /** Position among the first twelve products (the original placeholder catalogue), kept first. */
  readonly legacyOrder?: number;
  readonly callForQuote?: boolean;
  readonly intro: string;
  readonly features: readonly string[];
  readonly specs: readonly (readonly [string, string])[];
  readonly variants: readonly VariantSpec[];
  /** Extra photos in another colour, for colour variants. */
  readonly extraImages?: readonly {
    readonly suffix: string;
    readonly color: string;
    readonly alt: string;
  }[];
}

export interface CategorySpec {
  readonly slug: string;
  readonly title: string;
  readonly color: string;
  readonly shape: string;
  readonly description: string;
  readonly products: readonly ProductSpec[];
}
