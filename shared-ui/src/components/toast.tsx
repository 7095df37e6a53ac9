/**
 * Toasts: the shell renders the one Toaster (`GLOBAL_TOASTER`); any root dispatches to it.
 * Fluent delivers toasts as DOM events, so this works across the remotes' React roots.
 * Content must be plain (already translated) text.
 */
import { Toast, ToastBody, ToastTitle, useToastController } from '@fluentui/react-components';
import { useCallback } from 'react';

export const GLOBAL_TOASTER = 'emr-global';

export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export function useNotify() {
  const { dispatchToast } = useToastController(GLOBAL_TOASTER);
  return useCallback(
    (intent: ToastIntent, title: string, body?: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body && <ToastBody>{body}</ToastBody>}
        </Toast>,
        { intent, timeout: intent === 'error' ? 8000 : 4000 },
      ),
    [dispatchToast],
  );
}
