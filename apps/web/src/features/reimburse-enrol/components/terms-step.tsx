import { Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type TEnrolment, type TEnrolTermsBody, ZEnrolTermsBody } from '@seller-tools/contract';
import { formatDateTime } from '../../../lib/dates';
import { acceptTerms } from '../api/enrolment';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';

interface TermsStepProps {
  enrolment: TEnrolment;
  onBack: () => void;
  onNext: () => unknown;
}

/** Step 2: the commission terms (the reimburse plan's percent, who files, what is charged) and the consent. */
export function TermsStep({ enrolment, onBack, onNext }: TermsStepProps) {
  const { terms } = enrolment;
  // The box may be unticked in the form; the schema lets only a ticked one through to the save.
  const { values, set, errorOf, error, saving, onSubmit } = useStepForm<
    Omit<TEnrolTermsBody, 'accepted'> & { accepted: boolean }
  >(
    ZEnrolTermsBody,
    { accepted: terms.accepted_at !== null, version: terms.version },
    (body) => acceptTerms(body as TEnrolTermsBody),
    onNext,
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Our commission
            </Text>
            <Title order={2} data-testid="commission-percent">
              {terms.commission_percent} %
            </Title>
            <Text size="sm">
              of what Amazon reimburses through our cases. Nothing if nothing is recovered.
            </Text>
            <List spacing="xs" size="sm" aria-label="Commission terms">
              {terms.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
        <Checkbox
          checked={values.accepted}
          onChange={(event) => set('accepted', event.currentTarget.checked)}
          label={`I accept the commission terms (version ${terms.version}) on behalf of my company`}
          error={errorOf('accepted')}
        />
        {terms.accepted_at && (
          <Text size="sm" c="dimmed">
            Accepted{terms.accepted_by ? ` by ${terms.accepted_by}` : ''} on{' '}
            {formatDateTime(terms.accepted_at)}.
          </Text>
        )}
        <StepActions onBack={onBack} saving={saving} error={error}>
          Next
        </StepActions>
      </Stack>
    </form>
  );
}
