import {
  Button,
  FileInput,
  Group,
  Image,
  NumberInput,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DOCUMENT_MESSAGES,
  LOGO_MAX_BYTES,
  LOGO_MIMES,
  type TDocumentTemplate,
  type TDocumentTemplateBody,
  TEMPLATE_LIMITS,
  ZDocumentTemplateBody,
} from '@seller-tools/contract';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { SaveBar } from '../../../components/ui/save-bar';
import { TitledSection } from '../../../components/ui/titled-section';
import { zodResolver } from '../../../lib/forms';
import { useSaveAttempt } from '../../../lib/forms/use-save-attempt';
import { showToast } from '../../../lib/toast';
import { saveLogo, saveTemplate, useTemplateSaved } from '../api/documents';

const validate = zodResolver<TDocumentTemplateBody>(ZDocumentTemplateBody);

const bodyOf = (t: TDocumentTemplate): TDocumentTemplateBody => ({
  seller_name: t.seller_name,
  seller_address: t.seller_address,
  supplier_name: t.supplier_name,
  supplier_address: t.supplier_address,
  invoice_prefix: t.invoice_prefix,
  next_invoice_number: t.next_invoice_number,
  notes: t.notes,
});

/** The logo: its preview, an upload (PNG/JPEG, checked here for size and by the server by its bytes), removal. */
function LogoField({ template }: { template: TDocumentTemplate }) {
  const saved = useTemplateSaved();
  const { error, setError, saving: busy, attempt } = useSaveAttempt();
  const run = async (file: File | null) => {
    setError(null);
    if (file && file.size > LOGO_MAX_BYTES) {
      setError(DOCUMENT_MESSAGES.logoTooBig);
      return;
    }
    await attempt(async () => {
      saved(await saveLogo(file));
      showToast({
        kind: 'success',
        message: file ? DOCUMENT_MESSAGES.logoSaved : DOCUMENT_MESSAGES.logoRemoved,
      });
    });
  };
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      {template.logo_data_url && (
        <Image src={template.logo_data_url} alt="Your logo" h={60} w="auto" fit="contain" radius="sm" />
      )}
      <FileInput
        label="Logo"
        description={`PNG or JPEG, at most ${LOGO_MAX_BYTES / 1024} KB; printed at the top of every document.`}
        placeholder={template.logo_data_url ? 'Replace the logo' : 'Choose an image'}
        accept={LOGO_MIMES.join(',')}
        leftSection={<IconPhotoUp size={16} />}
        disabled={!template.can_edit || busy}
        value={null}
        onChange={(file) => void run(file)}
        error={error}
        miw={240}
        style={{ flex: 1 }}
      />
      {template.logo_data_url && template.can_edit && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={busy}
          onClick={() => void run(null)}
        >
          Remove logo
        </Button>
      )}
    </Group>
  );
}

/** The company's template: who the seller and the supplier are, the invoice numbering and notes. */
export function TemplateForm({ template }: { template: TDocumentTemplate }) {
  const saved = useTemplateSaved();
  const form = useForm<TDocumentTemplateBody>({
    mode: 'controlled',
    initialValues: bodyOf(template),
    validate,
  });
  const { error, saving, attempt } = useSaveAttempt();
  const disabled = !template.can_edit;
  const submit = form.onSubmit((body) =>
    attempt(async () => {
      const answer = saved(await saveTemplate(body));
      form.setValues(bodyOf(answer));
      form.resetDirty(bodyOf(answer));
      showToast({ kind: 'success', message: DOCUMENT_MESSAGES.templateSaved });
    }),
  );
  const field = (name: keyof TDocumentTemplateBody) => ({ ...form.getInputProps(name), disabled });
  return (
    <TitledSection title="Document template" onSubmit={submit}>
      {disabled && (
        <Text size="sm" c="dimmed">
          {DOCUMENT_MESSAGES.adminOnly}
        </Text>
      )}
      <LogoField template={template} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Your company's name"
          required
          maxLength={TEMPLATE_LIMITS.name}
          {...field('seller_name')}
        />
        <TextInput
          label="Supplier's name"
          required
          maxLength={TEMPLATE_LIMITS.name}
          {...field('supplier_name')}
        />
        <Textarea
          label="Your company's address"
          rows={3}
          maxLength={TEMPLATE_LIMITS.address}
          {...field('seller_address')}
        />
        <Textarea
          label="Supplier's address"
          rows={3}
          maxLength={TEMPLATE_LIMITS.address}
          {...field('supplier_address')}
        />
        <TextInput
          label="Invoice number prefix"
          description="Letters, digits and - / _ . (e.g. INV-)"
          maxLength={TEMPLATE_LIMITS.prefix}
          {...field('invoice_prefix')}
        />
        <NumberInput
          label="Next invoice number"
          description={`Numbers are never reused: at least ${template.min_next_invoice_number}.`}
          min={template.min_next_invoice_number}
          max={TEMPLATE_LIMITS.number}
          allowDecimal={false}
          allowNegative={false}
          {...field('next_invoice_number')}
        />
      </SimpleGrid>
      <Textarea
        label="Notes printed on invoices"
        rows={2}
        maxLength={TEMPLATE_LIMITS.notes}
        {...field('notes')}
      />
      <SaveBar error={error} saving={saving} canEdit={template.can_edit} label="Save template" />
    </TitledSection>
  );
}
