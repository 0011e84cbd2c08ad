import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { uploadsApi } from './uploads-api.ts';

/** The one-step opt-in of /contentUpload (decision 028): recorded on the account, for good. */
export function CreatorOptIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const optIn = useMutation({
    mutationFn: uploadsApi.becomeCreator,
    onSuccess: (info) => {
      useUserStore.getState().setUserInfo(info);
      queryClient.setQueryData(['me'], info);
    },
    onError: (error) => toast.error(toApiError(error).message),
  });
  return (
    <EmptyState
      title={t('studio.optInTitle')}
      text={t('studio.optInText')}
      action={
        <Button disabled={optIn.isPending} onClick={() => optIn.mutate()}>
          {t('studio.optIn')}
        </Button>
      }
    />
  );
}
