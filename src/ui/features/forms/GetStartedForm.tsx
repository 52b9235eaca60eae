import { useState, type FormEvent } from 'react';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { FormError } from '../../components/form/FormError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextArea } from '../../components/form/TextArea';
import { TextField } from '../../components/form/TextField';
import * as styles from './GetStartedForm.styles';

const EMPTY = { name: '', company: '', email: '', message: '' };
type Fields = typeof EMPTY;

/**
 * The built-in 'get-started' form, posted to the shop's forms endpoint. The server validates;
 * its per-field errors show under the fields and what was typed stays.
 */
export const GetStartedForm = () => {
  const { modal } = useServices();
  const sending = useObservable(modal.sending$);
  const errors = useObservable(modal.formErrors$);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const fieldError = (name: keyof Fields) => errors.fields[name]?.join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void modal.submit('get-started', fields);
  };

  return (
    <form css={styles.form} onSubmit={submit} noValidate>
      <FormError details={errors.general} />
      <TextField
        label="Name"
        value={fields.name}
        onChange={set('name')}
        autoComplete="name"
        required
        error={fieldError('name')}
      />
      <TextField
        label="Company (optional)"
        value={fields.company}
        onChange={set('company')}
        autoComplete="organization"
        error={fieldError('company')}
      />
      <TextField
        label="E-mail"
        type="email"
        value={fields.email}
        onChange={set('email')}
        autoComplete="email"
        required
        error={fieldError('email')}
      />
      <TextArea
        label="How can we help?"
        value={fields.message}
        onChange={set('message')}
        rows={4}
        required
        error={fieldError('message')}
      />
      <SubmitButton pending={sending} pendingLabel="Sending…">
        Send
      </SubmitButton>
    </form>
  );
};
