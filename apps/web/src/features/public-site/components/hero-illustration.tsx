import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMessageStar, IconTrendingUp } from '@tabler/icons-react';
import classes from './hero-illustration.module.css';
import { StarRow } from './star-row';

// Heights of the decorative rating trend bars, in percent.
const BAR_HEIGHTS = [38, 52, 46, 64, 58, 76, 72, 90];

/** A stylised glimpse of the dashboard: ratings trend, a new review, a recovered reimbursement. */
export function HeroIllustration() {
  return (
    <Box className={classes.stage} aria-hidden="true">
      <div className={`${classes.card} ${classes.rating}`}>
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <div>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              Product rating
            </Text>
            <Group gap={8} mt={4} wrap="nowrap">
              <Text fw={800} fz={26} lh={1}>
                4.6
              </Text>
              <StarRow />
            </Group>
          </div>
          <ThemeIcon variant="light" color="teal" radius="xl" size="lg">
            <IconTrendingUp size={20} />
          </ThemeIcon>
        </Group>
        <div className={classes.bars}>
          {BAR_HEIGHTS.map((height) => (
            <div key={height} className={classes.bar} style={{ height: `${height}%` }} />
          ))}
        </div>
      </div>

      <div className={`${classes.card} ${classes.review}`}>
        <Group gap="sm" mb="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg">
            <IconMessageStar size={20} />
          </ThemeIcon>
          <div>
            <Text size="sm" fw={700}>
              New review
            </Text>
            <StarRow size={14} />
          </div>
        </Group>
        <Box className={classes.line} w="92%" mb={6} />
        <Box className={classes.line} w="74%" />
      </div>

      <div className={`${classes.card} ${classes.refund}`}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" radius="xl" size="lg">
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <div>
            <Text size="sm" fw={700}>
              Reimbursement
            </Text>
            <Text size="xs" c="gray.7">
              Case recovered
            </Text>
          </div>
        </Group>
      </div>
    </Box>
  );
}
