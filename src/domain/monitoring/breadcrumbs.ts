export interface Breadcrumb {
  /** ms since the epoch */
  readonly timestamp: number;
  readonly category: string;
  readonly message: string;
}

/** The last breadcrumbs, oldest first, never more than the capacity. */
export interface BreadcrumbTrail {
  readonly capacity: number;
  readonly items: readonly Breadcrumb[];
}
