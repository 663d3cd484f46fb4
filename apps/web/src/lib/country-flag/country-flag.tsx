import { FLAG_CODES, type TFlagCode } from '@seller-tools/contract';
import { IconWorld } from '@tabler/icons-react';
import classes from './country-flag.module.css';
import { flagImageUrl } from './flag-images';

function isFlagCode(code: string): code is TFlagCode {
  return (FLAG_CODES as readonly string[]).includes(code);
}

interface CountryFlagProps {
  /** A spec §9 flag code in any case (what the server sends as country code); anything else gets a globe. */
  code: string | null | undefined;
  /**
   * The flag's accessible name. Without one the flag is decorative (the marketplace's name is beside it,
   * as everywhere today), so a screen reader does not read it twice.
   */
  label?: string;
  size?: 'sm' | 'md';
}

const SIZES = { sm: { width: 24, height: 16 }, md: { width: 30, height: 20 } } as const;

/**
 * A marketplace's flag as an image (spec §9 flag codes). Not a flag emoji: many systems (Windows, a Linux
 * without an emoji font) draw those as two letters in boxes.
 */
export function CountryFlag({ code, label, size = 'md' }: CountryFlagProps) {
  const { width, height } = SIZES[size];
  const normalized = (code ?? '').toLowerCase();
  if (!isFlagCode(normalized)) {
    return (
      <span
        className={classes.flag}
        style={{ width, height }}
        data-unknown
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        <IconWorld size={height - 4} aria-hidden />
      </span>
    );
  }
  return (
    <img
      className={classes.flag}
      src={flagImageUrl(normalized)}
      width={width}
      height={height}
      alt={label ?? ''}
      data-flag={normalized}
      decoding="async"
    />
  );
}
