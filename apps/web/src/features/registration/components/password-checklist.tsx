import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { REGISTRATION_PASSWORD_RULES } from '@seller-tools/contract';
import { IconCheck, IconPoint, IconX } from '@tabler/icons-react';

interface PasswordChecklistProps {
  id: string;
  password: string;
  /** After a submit attempt an unmet rule turns red instead of grey. */
  showFailures: boolean;
}

/** The four password rules of spec §5 with their exact messages, each ticked as it passes. */
export function PasswordChecklist({ id, password, showFailures }: PasswordChecklistProps) {
  return (
    <List id={id} size="sm" spacing={4} mt="xs" aria-label="Password requirements" center>
      {REGISTRATION_PASSWORD_RULES.map((rule) => {
        const passed = rule.test(password);
        const failed = !passed && showFailures;
        const color = passed ? 'teal' : failed ? 'red' : 'gray';
        return (
          <List.Item
            key={rule.message}
            data-passed={passed}
            c={passed ? 'teal.8' : failed ? 'red.7' : 'dimmed'}
            icon={
              <ThemeIcon color={color} variant="light" size={18} radius="xl" aria-hidden>
                {passed ? <IconCheck size={12} /> : failed ? <IconX size={12} /> : <IconPoint size={12} />}
              </ThemeIcon>
            }
          >
            <span>{rule.message}</span>
            {/* Screen readers hear the state that sighted users see as colour. */}
            <VisuallyHidden>{passed ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
