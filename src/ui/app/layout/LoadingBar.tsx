import { useServices } from '../services';
import { useObservable } from '../use-observable';
import * as styles from './LoadingBar.styles';

/** The thin bar at the top of the window while the next page's code or the session loads. */
export const LoadingBar = () => {
  const { loadingBar } = useServices();
  const view = useObservable(loadingBar.view$);

  return (
    <div
      css={styles.bar(loadingBar.heightPx)}
      style={{ opacity: view.visible ? 1 : 0, transform: `scaleX(${view.progress / 100})` }}
      data-testid="loading-bar"
      aria-hidden="true"
    />
  );
};
