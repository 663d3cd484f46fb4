import type { TServerUserInfo } from '@seller-tools/contract';

/** What a finished sign-in answers (password alone, or its second factor): the session and who holds it. */
export type TSessionAnswer = {
  accessToken: string;
  expiredDate: string;
  userInfo: TServerUserInfo;
  isNeedPasswordChange: boolean;
};

export function sessionAnswer(
  accessToken: string,
  expiresAt: Date,
  userInfo: TServerUserInfo,
): TSessionAnswer {
  return {
    accessToken,
    expiredDate: expiresAt.toISOString(),
    userInfo,
    isNeedPasswordChange: userInfo.is_need_password_change,
  };
}
