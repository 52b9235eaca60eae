import { useEffect } from 'react';
import { auditChangeText, auditSubject } from '../../../domain/back-office/audit-text.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import * as pageStyles from '../account/AccountPage.styles';
import { money, orderDateTime } from '../account/order-format';
import * as tableStyles from '../account/OrdersPage.styles';

/** Every change staff made (catalogue, orders, returns): who, when, what, from what to what; newest first. */
export const StaffAuditLogPage = () => {
  const catalog = useLazyService('backOffice').catalog;
  const audit = useObservable(catalog.audit$);

  useEffect(() => {
    void catalog.loadAuditLog(1);
  }, [catalog]);

  return (
    <>
      <h1 css={pageStyles.heading}>Changes by staff</h1>
      {audit.status === 'failed' ? (
        <Alert message={audit.error ?? ''} onRetry={() => void catalog.loadAuditLog(1)} />
      ) : null}
      {audit.data === null ? null : audit.data.entries.length === 0 ? (
        <p css={pageStyles.statusText}>No changes yet.</p>
      ) : (
        <table css={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When">{orderDateTime(entry.date)}</td>
                <td data-label="Who">{entry.actorEmail ?? '—'}</td>
                <td data-label="What">{auditSubject(entry)}</td>
                <td data-label="Change">{auditChangeText(entry, (minor) => money(minor / 100))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
};
