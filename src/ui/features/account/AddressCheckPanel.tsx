import { useEffect, useRef } from 'react';
import type { Address } from '../../../domain/address/address';
import type { AddressValidationOutcome } from '../../../domain/address/address-validation';
import { Button } from '../../components/Button';
import { AddressLines } from './AddressLines';
import * as styles from './AddressForm.styles';

interface AddressCheckPanelProps {
  readonly entered: Address;
  /** the address with the tax service's corrections, when it had any */
  readonly suggested: Address | null;
  readonly outcome: AddressValidationOutcome | null;
  /** why the check itself failed (service missing, no connection, …) */
  readonly checkError: string | null;
  readonly busy: boolean;
  readonly onSave: (address: Address) => void;
  readonly onEdit: () => void;
}

/** Why the check could not run, or what the tax service found wrong with the address. */
const CheckProblems = ({
  outcome,
  checkError,
}: Pick<AddressCheckPanelProps, 'outcome' | 'checkError'>) => {
  const problems = outcome?.messages.filter((message) => message.severity !== 'Info') ?? [];
  return (
    <>
      {checkError ? (
        <p role="alert" css={styles.checkError}>
          {checkError}
        </p>
      ) : null}
      {outcome !== null && !outcome.isValid ? (
        <div role="alert" css={styles.checkError}>
          <p>We could not confirm this address.</p>
          <ul>
            {problems.map((message) => (
              <li key={`${message.summary}-${message.refersTo}-${message.details}`}>
                {message.summary}
                {message.details ? `: ${message.details}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
};

/** The corrected address beside the entered one, each with its button. */
const SuggestionChoices = ({
  entered,
  suggested,
  busy,
  onSave,
}: Pick<AddressCheckPanelProps, 'entered' | 'busy' | 'onSave'> & {
  readonly suggested: Address;
}) => (
  <div css={styles.choices}>
    <h3 css={styles.choiceHeading}>We suggest a corrected address</h3>
    <div css={styles.choiceGrid}>
      <div css={styles.choice}>
        <h4>Suggested address</h4>
        <AddressLines address={suggested} />
        <Button disabled={busy} onClick={() => onSave(suggested)}>
          Use suggested address
        </Button>
      </div>
      <div css={styles.choice}>
        <h4>Address as entered</h4>
        <AddressLines address={entered} />
        <Button variant="secondary" disabled={busy} onClick={() => onSave(entered)}>
          Keep the address as entered
        </Button>
      </div>
    </div>
  </div>
);

/**
 * After the tax service's check: its corrected address to accept or the entered one to keep, or
 * what it found wrong, or why it could not check; the customer may always keep what they entered.
 */
export const AddressCheckPanel = ({
  entered,
  suggested,
  outcome,
  checkError,
  busy,
  onSave,
  onEdit,
}: AddressCheckPanelProps) => {
  const panel = useRef<HTMLDivElement>(null);

  // The panel replaces the form the customer just submitted: take them (and their reader) to it.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div ref={panel} tabIndex={-1} css={styles.check} aria-label="Address check" role="group">
      <CheckProblems outcome={outcome} checkError={checkError} />
      {suggested === null ? (
        <div css={styles.buttons}>
          <Button disabled={busy} onClick={() => onSave(entered)}>
            Keep the address as entered
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onEdit}>
            Edit the address
          </Button>
        </div>
      ) : (
        <>
          <SuggestionChoices entered={entered} suggested={suggested} busy={busy} onSave={onSave} />
          <Button variant="secondary" disabled={busy} onClick={onEdit}>
            Edit the address
          </Button>
        </>
      )}
    </div>
  );
};
