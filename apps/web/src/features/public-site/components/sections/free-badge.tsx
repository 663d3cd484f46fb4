import { IS_FREE_OF_CHARGE } from '@seller-tools/contract';
import { IconGift } from '@tabler/icons-react';
import classes from './sections.module.css';

/** Spec §1: the service is presented as temporarily free of charge. */
export function FreeBadge() {
  if (!IS_FREE_OF_CHARGE) return null;
  return (
    <span className={classes.freeBadge}>
      <IconGift size={18} aria-hidden />
      Temporarily free of charge
    </span>
  );
}
