import { modals } from '@mantine/modals';
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

/**
 * Which shell modal is open, driven by the signup step (spec §4): while the first import runs the
 * integration prompt opens once (the preference modal first when the preferences were never saved, its
 * Next leading on to the welcome modal); once the step turns done every modal closes and the ready toast
 * shows. A user without any store ("connect") is not told an integration is running: there is none.
 */
export function useShellModals(step: TChannelSignupStep | undefined, needsPreferences: boolean) {
  const [modal, setModal] = useState<TShellModal>(null);
  const prompted = useRef(false);
  const waitedForImport = useRef(false);

  useEffect(() => {
    if (step === undefined) return;
    if (step !== SIGNUP_STEP_DONE) {
      waitedForImport.current = true;
      if (step === CHANNEL_SIGNUP_STEPS.importing && !prompted.current) {
        prompted.current = true;
        setModal(needsPreferences ? 'preferences' : 'welcome');
      }
      return;
    }
    if (!waitedForImport.current) return;
    waitedForImport.current = false;
    setModal(null);
    modals.closeAll();
    showToast({ message: ACCOUNT_READY_TOAST, kind: 'success', durationMs: READY_TOAST_MS });
  }, [step, needsPreferences]);

  return { modal, open: setModal, close: () => setModal(null) };
}
