import { REGISTRATION_MESSAGES, RESEND_CODE_MIN_INTERVAL_MS } from '@seller-tools/contract';
import { useEffect, useState } from 'react';
import { readItem, removeItem, writeItem } from '../../lib/storage';

// When the last verification code left, so Send Again can wait out the server's minimum interval on the
// button itself (the remaining seconds, disabled) instead of being refused with a dialog (issue 15).

const CODE_SENT_AT_KEY = 'signup.code-sent-at';

export function rememberCodeSent(at: number = Date.now()): void {
  writeItem(sessionStorage, CODE_SENT_AT_KEY, String(at));
}

export function forgetCodeSent(): void {
  removeItem(sessionStorage, CODE_SENT_AT_KEY);
}

function cooldownEnd(): number {
  const sentAt = Number(readItem(sessionStorage, CODE_SENT_AT_KEY));
  return Number.isFinite(sentAt) && sentAt > 0 ? sentAt + RESEND_CODE_MIN_INTERVAL_MS : 0;
}

/** The seconds of the server's "Please wait N seconds …" answer; null for any other message. */
export function waitSecondsOf(message: string): number | null {
  const seconds = Number(/(\d+)/.exec(message)?.[1]);
  return Number.isInteger(seconds) && REGISTRATION_MESSAGES.resendTooSoon(seconds) === message
    ? seconds
    : null;
}

/** Seconds left before another code may be asked for (0: now), ticking every second. */
export function useResendCooldown() {
  const [until, setUntil] = useState(cooldownEnd);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return {
    secondsLeft: left,
    /** A code just left: wait the full interval. */
    sent: () => {
      rememberCodeSent();
      setNow(Date.now());
      setUntil(cooldownEnd());
    },
    /** The server asked to wait this long. */
    waitFor: (seconds: number) => {
      rememberCodeSent(Date.now() + seconds * 1000 - RESEND_CODE_MIN_INTERVAL_MS);
      setNow(Date.now());
      setUntil(cooldownEnd());
    },
  };
}
