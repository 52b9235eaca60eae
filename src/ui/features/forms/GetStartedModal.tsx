import { GET_STARTED_LABEL } from '../../../domain/navigation/account-widget.rules';
import { useServices } from '../../app/services';
import { Modal } from '../../components/Modal';
import { GetStartedForm } from './GetStartedForm';
import * as styles from './GetStartedForm.styles';

/** 'Get Started': the configured embeddable form (e.g. a Typeform), else the built-in form. */
export const GetStartedModal = () => {
  const { modal, config } = useServices();
  return (
    <Modal title={GET_STARTED_LABEL} onClose={modal.close}>
      {config.getStartedFormUrl === null ? (
        <GetStartedForm />
      ) : (
        <iframe src={config.getStartedFormUrl} title={GET_STARTED_LABEL} css={styles.frame} />
      )}
    </Modal>
  );
};
