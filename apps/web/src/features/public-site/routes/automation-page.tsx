import { AutomationMockup } from '../components/mockups/automation-mockup';
import { ModulePage } from '../components/module-page';
import { AUTOMATION } from '../content/automation';

/** /features/automation (spec §2). */
export function AutomationPage() {
  return <ModulePage content={AUTOMATION} visual={<AutomationMockup />} />;
}
