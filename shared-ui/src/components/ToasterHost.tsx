/** Fluent's Toaster and the queued toasts of toast.tsx, loaded with the first toast. */
import { Toast, ToastBody, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { GLOBAL_TOASTER, type ToastMessage, toastQueue } from './toast.tsx';

export interface ToasterHostProps {
  position: 'top-end' | 'bottom-end';
}

export function ToasterHost({ position }: ToasterHostProps) {
  const { dispatchToast } = useToastController(GLOBAL_TOASTER);
  useEffect(() => {
    // the Toaster (a child) has subscribed to Fluent's toast events by the time this effect runs
    const show = (messages: ToastMessage[]) => {
      if (messages.length === 0) return;
      toastQueue.setState({ pending: [] });
      for (const { intent, title, body } of messages) {
        dispatchToast(
          <Toast>
            <ToastTitle>{title}</ToastTitle>
            {body && <ToastBody>{body}</ToastBody>}
          </Toast>,
          { intent, timeout: intent === 'error' ? 8000 : 4000 },
        );
      }
    };
    show(toastQueue.getState().pending);
    return toastQueue.subscribe((state) => show(state.pending));
  }, [dispatchToast]);
  return <Toaster toasterId={GLOBAL_TOASTER} position={position} />;
}
