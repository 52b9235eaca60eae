import { Link } from 'react-router';
import type { Pagination } from '../../../domain/catalog/product';
import {
  hasNextPage,
  hasPreviousPage,
  pageNumbers,
} from '../../../domain/catalog/pagination.rules';
import * as styles from './Pager.styles';

interface PagerProps {
  readonly pagination: Pagination;
  /** The link to one page, keeping the listing's other parameters. */
  readonly pageHref: (page: number) => string;
}

export const Pager = ({ pagination, pageHref }: PagerProps) => (
  <nav css={styles.pager} aria-label="Pages">
    <ul css={styles.list}>
      {hasPreviousPage(pagination) ? (
        <li>
          <Link to={pageHref(pagination.currentPage - 1)} css={styles.link} rel="prev">
            Previous
          </Link>
        </li>
      ) : null}
      {pageNumbers(pagination).map((page) => (
        <li key={page}>
          <Link
            to={pageHref(page)}
            css={styles.link}
            aria-label={`Page ${page}`}
            aria-current={page === pagination.currentPage ? 'page' : undefined}
          >
            {page}
          </Link>
        </li>
      ))}
      {hasNextPage(pagination) ? (
        <li>
          <Link to={pageHref(pagination.currentPage + 1)} css={styles.link} rel="next">
            Next
          </Link>
        </li>
      ) : null}
    </ul>
  </nav>
);
