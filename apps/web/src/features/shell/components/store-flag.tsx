import { FLAG_CODES, type TFlagCode } from '@seller-tools/contract';
import { IconWorld } from '@tabler/icons-react';
import classes from './shell.module.css';

function isFlagCode(code: string): code is TFlagCode {
  return (FLAG_CODES as readonly string[]).includes(code);
}

/**
 * The marketplace's flag (spec §9 flag codes) as a small code tile. Not a flag emoji: many systems
 * (Windows, a Linux without an emoji font) draw those as two boxes. An unknown code gets a globe.
 */
export function StoreFlag({ countryCode }: { countryCode: string | null | undefined }) {
  const code = (countryCode ?? '').toLowerCase();
  if (!isFlagCode(code)) {
    return (
      <span className={classes.flag} data-unknown aria-hidden>
        <IconWorld size={14} />
      </span>
    );
  }
  return (
    <span className={classes.flag} data-flag={code} aria-hidden>
      {code.toUpperCase()}
    </span>
  );
}
