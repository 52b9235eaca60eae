import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while the component is mounted: the browser keeps focus
 * inside; on unmount it closes and focus goes back to what opened it.
 */
export const useModalDialog = () => {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element !== null && !element.open) element.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);
  return dialog;
};
