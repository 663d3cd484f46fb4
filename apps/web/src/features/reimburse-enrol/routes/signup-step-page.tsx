import { Box, Paper, Stepper, Text } from '@mantine/core';
import {
  ENROL_MESSAGES,
  ENROL_STEPS,
  POST_LOGIN_ROUTE,
  REIMBURSE_ROUTES,
  type TEnrolment,
  type TEnrolStep,
} from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { rememberServerUser, useCurrentUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { finishEnrolment } from '../api/enrolment';
import { BillingStep } from '../components/billing-step';
import { CasePreferenceStep } from '../components/case-preference-step';
import { EnrolPage } from '../components/enrol-page';
import { EnrolledPanel } from '../components/enrolled-panel';
import { StoresStep } from '../components/stores-step';
import { TermsStep } from '../components/terms-step';

const STEP_LABELS: Record<TEnrolStep, string> = {
  1: 'Stores',
  2: 'Commission',
  3: 'Case preference',
  4: 'Billing',
};

const stepPath = (step: number) => `${REIMBURSE_ROUTES.signupStep}/${step}`;

function stepOf(param: string | undefined): TEnrolStep | null {
  const n = Number(param);
  return (ENROL_STEPS as readonly number[]).includes(n) ? (n as TEnrolStep) : null;
}

/** /reimburse/signup/step/1…4 (outside the shell): enrol in reimbursement recovery, resuming where left. */
export function SignupStepPage() {
  return (
    <EnrolPage
      meta={{
        title: 'Start recovering',
        description:
          'Enrol your stores in reimbursement recovery: stores, commission, case preference, billing.',
      }}
      title="Start recovering what Amazon owes you"
      subtitle="Four short steps. You pay only a share of what Amazon reimburses through our cases."
      skeleton={{ rows: 4, label: 'Loading your enrolment' }}
      errorTitle="The enrolment could not be opened"
    >
      {(data) => (data.finished ? <EnrolledPanel /> : <SignupSteps enrolment={data} />)}
    </EnrolPage>
  );
}

function SignupSteps({ enrolment }: { enrolment: TEnrolment }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const step = stepOf(useParams().step);
  // A step not reached yet (or no step at all) opens the one the seller is at.
  if (step === null || step > enrolment.step) return <Navigate to={stepPath(enrolment.step)} replace />;

  const go = (to: number) => navigate(stepPath(to));
  const back = () => go(step - 1);
  const finish = async () => {
    const info = await finishEnrolment();
    rememberServerUser(info);
    showToast({ kind: 'success', message: ENROL_MESSAGES.finished });
    // The plan, the module and every page's data changed.
    await queryClient.invalidateQueries();
    await navigate(POST_LOGIN_ROUTE);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }}>
      <Stepper
        active={step - 1}
        onStepClick={(index) => go(index + 1)}
        allowNextStepsSelect={false}
        size="sm"
        mb="lg"
        aria-label="Enrolment steps"
      >
        {ENROL_STEPS.map((n) => (
          <Stepper.Step
            key={n}
            aria-label={`Step ${n}: ${STEP_LABELS[n]}`}
            allowStepSelect={n <= enrolment.step}
            label={<Box visibleFrom="sm">{STEP_LABELS[n]}</Box>}
          />
        ))}
      </Stepper>
      {/* A phone shows the steps' numbers only: the current one is named here. */}
      <Text hiddenFrom="sm" size="sm" fw={600} mb="sm">
        Step {step} of {ENROL_STEPS.length}: {STEP_LABELS[step]}
      </Text>
      {step === 1 && <StoresStep key={step} enrolment={enrolment} onNext={() => go(2)} />}
      {step === 2 && <TermsStep key={step} enrolment={enrolment} onBack={back} onNext={() => go(3)} />}
      {step === 3 && (
        <CasePreferenceStep key={step} enrolment={enrolment} onBack={back} onNext={() => go(4)} />
      )}
      {step === 4 && (
        <BillingStep
          key={step}
          enrolment={enrolment}
          fallback={{ name: user?.companyName ?? '', email: user?.email ?? '' }}
          onBack={back}
          onSaved={finish}
        />
      )}
    </Paper>
  );
}
