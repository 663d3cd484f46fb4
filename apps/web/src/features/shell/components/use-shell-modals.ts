import {
  ACCOUNT_READY_TOAST,
  CHANNEL_SIGNUP_STEPS,
  READY_TOAST_MS,
  SIGNUP_STEP_DONE,
  type TChannelSignupStep,
} from '@seller-tools/contract';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../../lib/toast';

export type TShellModal = 'preferences' | 'welcome' | 'news' | null;

interface TShellModalsInput {
  step: TChannelSignupStep | undefined;
  /** The email preferences were never saved: ask for them first. */
  needsPreferences: boolean;
  /** The first-time tour was seen (on any device); undefined while that is not known yet. */
  tourSeen: boolean | undefined;
  /** Brings every page up to date once the account is ready; the toast waits for it. */
  onReady: () => Promise<unknown>;
}

/**
 * Which shell modal is open, driven by the signup step (spec §4): while the first import runs the
 * integration prompt opens once (the preference modal first when the preferences were never saved, its
 * Next leading on to the welcome tour unless this user has seen it). When the step turns done the pages
 * refetch first, then the ready toast shows — never a toast over a page still saying "importing". The
 * modals stay until the user answers them: a small store can finish importing before the user has read
 * a word (issue 15). A user without any store ("connect") is not told an integration is running.
 */
export function useShellModals({ step, needsPreferences, tourSeen, onReady }: TShellModalsInput) {
  const [modal, setModal] = useState<TShellModal>(null);
  const prompted = useRef(false);
  const waitedForImport = useRef(false);
  const mounted = useRef(true);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    if (step === undefined) return;
    if (step !== SIGNUP_STEP_DONE) {
      waitedForImport.current = true;
      if (step === CHANNEL_SIGNUP_STEPS.importing && !prompted.current && tourSeen !== undefined) {
        prompted.current = true;
        if (needsPreferences) setModal('preferences');
        else if (!tourSeen) setModal('welcome');
      }
      return;
    }
    if (!waitedForImport.current) return;
    waitedForImport.current = false;
    void onReadyRef
      .current()
      .catch(() => undefined)
      .then(() => {
        // Signed out meanwhile: no toast on the sign-in page.
        if (mounted.current)
          showToast({ message: ACCOUNT_READY_TOAST, kind: 'success', durationMs: READY_TOAST_MS });
      });
  }, [step, needsPreferences, tourSeen]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return { modal, open: setModal, close: () => setModal(null) };
}
