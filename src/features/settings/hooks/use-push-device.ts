'use client';
import { useEffect, useState } from 'react';
import { useSettings } from '@/components/providers/settings-context';
import { subscribePush, unsubscribePush } from '@/lib/push-subscription';
import { useSavePushSubscription } from '@/lib/api/save-push-subscription';
import { useUpdateNotifications } from '../api/update-notifications';
import { readPushState, type PushState } from '../utils/push-state';

/** This browser's push state with subscribe and unsubscribe; the member's push switch follows them. */
export function usePushDevice(pushOn: boolean) {
  const { push_public_key } = useSettings();
  const [state, setState] = useState<PushState>('unknown');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = useSavePushSubscription();
  const update = useUpdateNotifications();

  useEffect(() => {
    let live = true;
    void readPushState(pushOn).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [pushOn]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      setState(await readPushState(update.data?.push ?? pushOn));
    }
  };

  const subscribe = () =>
    run(async () => {
      const answer = await Notification.requestPermission();
      if (answer === 'denied') await save.mutateAsync('denied');
      if (answer !== 'granted') return;
      const subscription = await subscribePush(push_public_key);
      if (!subscription) throw new Error('no service worker');
      await save.mutateAsync(subscription);
      await update.mutateAsync({ push: true });
    });

  const unsubscribe = () =>
    run(async () => {
      await unsubscribePush();
      await update.mutateAsync({ push: false });
    });

  return { state, busy, failed, subscribe, unsubscribe };
}
