import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { NEW_PASSWORD_RULES, newPasswordConfirmRules, type TRule } from '@seller-tools/contract';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';

interface PasswordRuleChecklistProps {
  newPassword: string;
  confirmPassword: string;
}

type TCheck = { rule: TRule; value: string };

/**
 * The live new-password checklist of spec §5: each rule's own message is its line, and it turns green once
 * the typed value meets it. An empty field meets nothing, so "no empty space" does not start out ticked.
 */
export function PasswordRuleChecklist({ newPassword, confirmPassword }: PasswordRuleChecklistProps) {
  const checks: TCheck[] = [
    ...NEW_PASSWORD_RULES.map((rule) => ({ rule, value: newPassword })),
    ...newPasswordConfirmRules(newPassword).map((rule) => ({ rule, value: confirmPassword })),
  ];
  return (
    <List spacing={6} size="sm" center aria-label="Password requirements">
      {checks.map(({ rule, value }) => {
        const met = value !== '' && rule.test(value);
        return (
          <List.Item
            key={rule.message}
            icon={
              <ThemeIcon
                size={20}
                radius="xl"
                color={met ? 'teal' : 'gray'}
                variant={met ? 'filled' : 'light'}
                aria-hidden
              >
                {met ? <IconCheck size={13} stroke={3} /> : <IconCircleDashed size={13} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={met ? 'teal.8' : 'dimmed'} data-met={met}>
              {rule.message}
              <VisuallyHidden>{met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
