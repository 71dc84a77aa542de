import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@pb/contract';
import { NetworkError, serverMessage } from '../../api/errors';
import { startSession } from '../../app/session/store';

/** Only same-site paths: a crafted `redirect` must not send the user elsewhere. */
function safeRedirect(redirect: string | undefined): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

/** Runs a login call, stores the session and goes to the role's landing page. */
export function useLogin<T>(call: (credentials: T) => Promise<LoginResponse>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (response) => {
      startSession(response);
      void navigate(safeRedirect(response.redirect), { replace: true });
    },
  });
  const error = mutation.error;
  const errorText = !error
    ? null
    : error instanceof NetworkError
      ? t('login.noConnection')
      : (serverMessage(error) ?? t('login.invalid'));
  return { submit: mutation.mutateAsync, pending: mutation.isPending, errorText, reset: mutation.reset };
}
