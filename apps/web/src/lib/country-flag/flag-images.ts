import type { TFlagCode } from '@seller-tools/contract';
// Named imports of the string modules: only these 22 flags reach the bundle (the package has 260).
import {
  AE,
  AU,
  BE,
  BR,
  CA,
  DE,
  EG,
  ES,
  EU,
  FR,
  GB,
  IN,
  IT,
  JP,
  MX,
  NL,
  PL,
  SA,
  SE,
  SG,
  TR,
  US,
} from 'country-flag-icons/string/3x2';

// The spec's §9 flag codes → the flag's SVG (country-flag-icons, MIT). Amazon's "uk" is ISO's GB.
const FLAG_SVGS: Record<TFlagCode, string> = {
  ae: AE,
  au: AU,
  be: BE,
  br: BR,
  ca: CA,
  de: DE,
  eg: EG,
  es: ES,
  eu: EU,
  fr: FR,
  gb: GB,
  in: IN,
  it: IT,
  jp: JP,
  mx: MX,
  nl: NL,
  pl: PL,
  sa: SA,
  se: SE,
  sg: SG,
  tr: TR,
  uk: GB,
  us: US,
};

const urls = new Map<TFlagCode, string>();

/** The flag as an image URL (an inline SVG data URL: no request, drawn the same on every system). */
export function flagImageUrl(code: TFlagCode): string {
  let url = urls.get(code);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(FLAG_SVGS[code])}`;
    urls.set(code, url);
  }
  return url;
}
