import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { PUBLIC_MENU_LABELS } from '@seller-tools/contract';
import { IconArrowUpRight } from '@tabler/icons-react';
import { EXTERNAL_LINK_PROPS, SCHEDULING_URL } from '../../site-nav';

/** Start Now (spec §2): the external intro-call scheduling page, in a new tab. */
export function StartNowButton(props: ButtonProps) {
  return (
    <Button
      component="a"
      href={SCHEDULING_URL}
      {...EXTERNAL_LINK_PROPS}
      color="accent.5"
      radius="xl"
      rightSection={<IconArrowUpRight size={16} aria-hidden />}
      {...props}
    >
      {PUBLIC_MENU_LABELS.startNow} {/* Screen readers cannot see the arrow that says it leaves the site. */}
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
