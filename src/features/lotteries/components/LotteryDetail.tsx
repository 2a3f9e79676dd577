import { ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useJoinLottery, useLotteryDetail } from '@/api/lotteries';
import { LoadFailed } from '@/components/LoadStates';
import { CAPTCHA_LANG, langOf } from '@/lib/i18n';
import { errorState, loadingState } from '@/lib/page-state';
import { showCaptcha } from '@/platform/captcha-service';
import { useNow } from '../lib/use-now';
import { JoinBar } from './JoinBar';
import { LotteryDetailView } from './LotteryDetailView';

interface Props {
  id: number;
  token: string | null;
  onLogin: () => void;
}

/**
 * Detail + join. A 304 reaches the query client's error effects (the real-name dialog); other refusals
 * (already joined, closed) show their server message there too. The captcha runs first when asked.
 */
export function LotteryDetail({ id, token, onLogin }: Props) {
  const { t, i18n } = useTranslation('lotteries');
  const q = useLotteryDetail(id, token);
  const join = useJoinLottery();
  const now = useNow();
  if (!Number.isInteger(id) || id <= 0) return <ErrorBlock {...errorState} status="empty" title={t('notFound')} />;
  if (q.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={10} animated />;
  if (q.isError) return <LoadFailed title={t('loadError')} onRetry={() => q.refetch()} error={q.error} />;
  const detail = q.data;
  const onJoin = async () => {
    let captcha = {};
    if (detail.needCaptcha) {
      const verdict = await showCaptcha(CAPTCHA_LANG[langOf(i18n.language)]);
      if (verdict.status === 'cancelled') return;
      if (verdict.status === 'success' || verdict.status === 'error')
        captcha = { ticket: verdict.ticket, randstr: verdict.randstr };
    }
    join.mutate({ id, ...captcha }, { onSuccess: () => Toast.show({ icon: 'success', content: t('joinSuccess') }) });
  };
  return (
    <LotteryDetailView
      detail={detail}
      now={now}
      joinBar={
        <JoinBar
          detail={detail}
          now={now}
          loggedIn={!!token}
          joining={join.isPending}
          onJoin={onJoin}
          onLogin={onLogin}
        />
      }
    />
  );
}
