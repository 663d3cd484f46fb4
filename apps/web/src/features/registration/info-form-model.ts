import {
  COMPANY_NAME_RULES,
  EMAIL_RULES,
  PERSON_NAME_RULES,
  REGISTRATION_PASSWORD_RULES,
  type TCodeItem,
  type TSignupRequest,
  validate,
} from '@seller-tools/contract';

/** The option of the domain dropdown that reveals a text input for any other domain. */
export const CUSTOM_DOMAIN = 'custom-domain';

export interface TInfoValues {
  fullName: string;
  emailLocal: string;
  /** A listed domain, or CUSTOM_DOMAIN. */
  domainChoice: string;
  customDomain: string;
  companyName: string;
  password: string;
}

export type TInfoField = 'fullName' | 'email' | 'companyName' | 'password';
export type TInfoErrors = Record<TInfoField, string | null>;

export const EMPTY_INFO: TInfoValues = {
  fullName: '',
  emailLocal: '',
  domainChoice: '',
  customDomain: '',
  companyName: '',
  password: '',
};

/** An EMAIL_DOMAIN code carries its domain in value_3 (spec §3); the name is the fallback. */
export function domainOf(item: TCodeItem): string {
  return (item.value_3 ?? item.name).trim().replace(/^@/, '');
}

export function chosenDomain(values: TInfoValues): string {
  const domain = values.domainChoice === CUSTOM_DOMAIN ? values.customDomain : values.domainChoice;
  return domain.trim().replace(/^@/, '');
}

/** Local part + "@" + domain; lower-cased like the server stores it, so later steps quote the same address. */
export function composeEmail(values: TInfoValues): string {
  return `${values.emailLocal.trim()}@${chosenDomain(values)}`.toLowerCase();
}

/** Spec §4: Create an account stays disabled until name, company, email and password are all non-empty. */
export function isInfoComplete(values: TInfoValues): boolean {
  return (
    values.fullName.trim() !== '' &&
    values.companyName.trim() !== '' &&
    values.emailLocal.trim() !== '' &&
    values.password !== ''
  );
}

/** The first failing §5 message per field, or null. Name and company are checked only when filled. */
export function validateInfo(values: TInfoValues): TInfoErrors {
  return {
    fullName: validate(values.fullName, PERSON_NAME_RULES),
    email: validate(composeEmail(values), EMAIL_RULES),
    companyName: validate(values.companyName, COMPANY_NAME_RULES),
    password: validate(values.password, REGISTRATION_PASSWORD_RULES),
  };
}

export function hasErrors(errors: TInfoErrors): boolean {
  return Object.values(errors).some((message) => message !== null);
}

/** The sign-up payload of spec §3: the email doubles as the user name; the confirmation is the password. */
export function toSignupRequest(values: TInfoValues, referralCode = ''): TSignupRequest {
  const email = composeEmail(values);
  return {
    ...(referralCode ? { referral_code: referralCode } : {}),
    name: values.fullName.trim(),
    user_name: email,
    email,
    company_name: values.companyName.trim(),
    password: values.password,
    passwordConfirm: values.password,
  };
}
