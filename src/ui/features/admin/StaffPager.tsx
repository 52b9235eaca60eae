import { pageCount } from '../../../domain/back-office/staff-order-query.rules';
import { Button } from '../../components/Button';
import * as styles from './BackOfficeApp.styles';

/** Previous and next through a staff list's pages, with where the list stands. */
export const StaffPager = ({
  at,
  onPage,
  counted,
}: {
  readonly at: { readonly page: number; readonly total: number; readonly perPage: number };
  readonly onPage: (page: number) => void;
  /** what the list holds in all, e.g. "3 orders"; left out when null */
  readonly counted: string | null;
}) => {
  const pages = pageCount(at.total, at.perPage);
  return (
    <nav aria-label="Pages" css={styles.pager}>
      <Button variant="secondary" disabled={at.page <= 1} onClick={() => onPage(at.page - 1)}>
        Previous
      </Button>
      <p css={{ margin: 0 }}>
        Page {at.page} of {pages}
        {counted === null ? '' : ` (${counted})`}
      </p>
      <Button variant="secondary" disabled={at.page >= pages} onClick={() => onPage(at.page + 1)}>
        Next
      </Button>
    </nav>
  );
};
