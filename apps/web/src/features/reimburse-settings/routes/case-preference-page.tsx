import { CasePreferenceForm } from '../components/case-preference-form';
import { StoreSettingsPage } from '../components/store-settings-page';

/** /reimburse/settings/case-preference: approve each case, or file automatically above a value. */
export function CasePreferencePage() {
  return (
    <StoreSettingsPage
      title="Case preference"
      description="How the cases of this store are approved and filed."
      willShow="How cases are approved and filed for this store."
      skeleton={{ cards: 1, label: 'Loading the settings' }}
      errorTitle="The case preference could not be loaded"
    >
      {(data) => <CasePreferenceForm key={data.channel_id} settings={data} />}
    </StoreSettingsPage>
  );
}
