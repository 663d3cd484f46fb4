export {
  mfaStatusKey,
  useConfirmMfaEnrolment,
  useDisableMfa,
  useMfaStatus,
  useRefreshMfaStatus,
  useStartMfaEnrolment,
} from './mfa';
